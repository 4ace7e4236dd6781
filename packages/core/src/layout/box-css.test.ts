// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { moduleBoxCss } from './box-css'
import { TEST_SIZE } from './test-size'

const SIZE = TEST_SIZE

describe('moduleBoxCss', () => {
  it('reserves the box per breakpoint with aspect-ratio, capped at the grid height', () => {
    const css = moduleBoxCss(SIZE, '#m')
    expect(css).toContain('#m:not([role]){aspect-ratio:1600/900;max-height:900px}')
    expect(css).toContain(
      '@media (max-width:1239.98px){#m:not([role]){aspect-ratio:1240/700;max-height:700px}}',
    )
    expect(css).toContain(
      '@media (max-width:479.98px){#m:not([role]){aspect-ratio:480/640;max-height:640px}}',
    )
    expect(css.match(/@media/g)).toHaveLength(4)
  })

  it('upscaling full-width modules grow past the grid height (no cap)', () => {
    const css = moduleBoxCss({ ...SIZE, upscaling: true }, '#m')
    expect(css).toContain('#m:not([role]){aspect-ratio:1600/900}')
    expect(css).not.toContain('max-height')
  })

  it('a fixed height per level when respectRatio is off, clamped by min and max height', () => {
    const css = moduleBoxCss({ ...SIZE, respectRatio: false, minHeight: 550, maxHeight: 800 }, '.s')
    expect(css).toContain('.s{display:block;position:relative}.s:not([role]){min-height:550px}')
    expect(css).toContain('.s:not([role]){height:800px}')
    expect(css).toContain('@media (max-width:1023.98px){.s:not([role]){height:600px}}')
    expect(css).toContain('@media (max-width:777.98px){.s:not([role]){height:550px}}')
    expect(css).not.toContain('aspect-ratio')
  })

  it('fullHeight is 100vh at every level, with the max height', () => {
    const css = moduleBoxCss({ ...SIZE, fullHeight: true, maxHeight: 700 }, '#m')
    expect(css).toBe(
      '#m{display:block;position:relative}#m:not([role]){height:100vh;max-height:700px}',
    )
  })

  it('a level starts below its breakpoint: a viewport as wide as one is the wider level', () => {
    const css = moduleBoxCss({ ...SIZE, width: [1240, 1240, 1024, 778, 480] }, '#m')
    expect(css).toContain('#m:not([role]){aspect-ratio:1240/900;max-height:900px}')
    expect(css).toContain(
      '@media (max-width:777.98px){#m:not([role]){aspect-ratio:778/500;max-height:500px}}',
    )
    expect(css).not.toContain('max-width:778px')
  })

  it('skips a level whose rule equals the wider one', () => {
    const css = moduleBoxCss(
      { ...SIZE, respectRatio: false, height: [500, 500, 500, 400, 400] },
      '#m',
    )
    expect(css.match(/@media/g)).toHaveLength(1)
    expect(css).toContain('@media (max-width:777.98px){#m:not([role]){height:400px}}')
  })

  it('sizes the box only until core labels the root, which writes the exact height then', () => {
    const css = moduleBoxCss(SIZE, '#m')
    // Any rule on the labelled root would make its width follow core's height (aspect-ratio), or
    // outweigh it (min-height): the base rule is all that is left.
    expect(css.replace(/#m:not\(\[role\]\)\{[^}]*\}/g, '')).toBe(
      '#m{display:block;position:relative}@media (max-width:1239.98px){}@media (max-width:1023.98px){}@media (max-width:777.98px){}@media (max-width:479.98px){}',
    )
  })
})
