// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { preSizeCss, readPreSizing } from './presize'

describe('pre-sizing: a page’s prepareModuleHeight call reserves the module’s box', () => {
  it('reads one height for every level, the grid widths and the least height', () => {
    expect(
      readPreSizing({ id: 'SR7_1_1', el: [500], gw: [1240, 1240, 1024, 778, 480], mh: '100' }),
    ).toEqual({
      id: 'SR7_1_1',
      heights: [500, 500, 500, 500, 500],
      widths: [1240, 1240, 1024, 778, 480],
      fullHeight: false,
      respectRatio: true,
      minHeight: 100,
    })
  })

  it('a missing level takes the one before it; without gw the default breakpoints apply', () => {
    const read = readPreSizing({ id: 'a', el: [600, '#a', 400] })
    expect(read?.heights).toEqual([600, 600, 400, 400, 400])
    expect(read?.widths).toEqual([1600, 1240, 1024, 778, 480])
  })

  it('a call without an id or any height is not read', () => {
    expect(readPreSizing({ el: [400] })).toBeUndefined()
    expect(readPreSizing({ id: 'a' })).toBeUndefined()
    expect(readPreSizing('nonsense')).toBeUndefined()
  })

  it('keeps the grid’s ratio by default, at most the level’s height (core’s box rule)', () => {
    const sizing = readPreSizing({ id: 'r', el: [400], gw: [1240, 1240, 1024, 778, 480] })
    const css = preSizeCss(sizing as NonNullable<typeof sizing>, '#r')
    expect(css).toContain('#r:not([role]){aspect-ratio:1240/400;max-height:400px}')
  })

  it('fixed heights: each level its height below its breakpoint, the fallback over the box', () => {
    const sizing = readPreSizing({
      id: 'm',
      size: { respectRatio: false },
      el: [600, 600, 500, 400, 300],
      gw: [1240, 1240, 1024, 778, 480],
    })
    const css = preSizeCss(sizing as NonNullable<typeof sizing>, '#m')
    expect(css).toContain('#m:not([role]){height:600px}')
    expect(css).toContain('@media (max-width:1023.98px){#m:not([role]){height:500px}}')
    expect(css).toContain('@media (max-width:479.98px){#m:not([role]){height:300px}}')
    expect(css).toContain('#m>sr7-content{position:absolute;inset:0;display:block}')
  })

  it('the call says nothing of the ratio: the inline data does, the call when it says it', () => {
    const call = { id: 'd', el: [400] }
    const data = (size: unknown) => ({ settings: { size }, slides: {} })
    expect(readPreSizing(call, data({ respectRatio: false }))?.respectRatio).toBe(false)
    expect(readPreSizing(call, data({ respectAspectRatio: 'false' }))?.respectRatio).toBe(false)
    // Booleans as core reads them: 0 and 'off' are false too.
    expect(readPreSizing(call, data({ respectRatio: 0 }))?.respectRatio).toBe(false)
    expect(readPreSizing(call, data({ respectRatio: 'off' }))?.respectRatio).toBe(false)
    expect(readPreSizing(call, data({ respectRatio: 'on' }))?.respectRatio).toBe(true)
    expect(readPreSizing(call, data({ height: 400 }))?.respectRatio).toBe(true)
    expect(readPreSizing(call, 'https://example.com/module.json')?.respectRatio).toBe(true)
    const own = { ...call, size: { respectRatio: true } }
    expect(readPreSizing(own, data({ respectRatio: false }))?.respectRatio).toBe(true)
  })

  it('a full-height module takes the viewport’s height', () => {
    const sizing = readPreSizing({ id: 'f', size: { fullHeight: 'true' } })
    expect(preSizeCss(sizing as NonNullable<typeof sizing>, '#f')).toContain('height:100vh')
  })
})
