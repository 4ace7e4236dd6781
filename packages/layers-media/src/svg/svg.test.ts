import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaModule, mountMedia, settle } from '../test-media'
import { dedupeSvgPath } from './svg-path'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Serves `files` by path to `fetch`; anything else is a 404. */
const serve = (files: Record<string, string>) => {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url)
      const body = files[url]
      return new Response(body ?? '', { status: body === undefined ? 404 : 200 })
    }),
  )
  return asked
}
const svgLayer = (src: string, extra = {}) =>
  mediaModule({ s: { id: 's', type: 'svg', content: { src }, ...extra } })

describe('svg layers (docs/behaviour.md §7, §8)', () => {
  it('SVG files by src, with duplicated asset path segments removed', () => {
    expect(dedupeSvgPath('/wp-content/uploads/wp-content/uploads/icons/a.svg')).toBe(
      '/wp-content/uploads/icons/a.svg',
    )
    expect(dedupeSvgPath('https://x.org/assets/assets/a.svg?v=1')).toBe(
      'https://x.org/assets/a.svg?v=1',
    )
    expect(dedupeSvgPath('/icons/a.svg')).toBe('/icons/a.svg')
    expect(dedupeSvgPath('/a/b/a/b.svg')).toBe('/a/b/a/b.svg')
  })

  it('inlines the file, coloured per the data', async () => {
    const asked = serve({
      '/icons/a.svg': '<svg viewBox="0 0 4 4"><path fill="#000" d="M0 0h4v4z"/></svg>',
    })
    const m = await mountMedia(svgLayer('/icons/icons/a.svg', { svg: { color: '#ff0000' } }))
    await settle(() => expect(m.layer('s')?.dataset.state).toBe('done'))
    const svg = m.layer('s')?.querySelector('svg')
    expect(asked).toEqual(['/icons/a.svg'])
    expect([svg?.style.color, svg?.querySelector('path')?.getAttribute('fill')]).toEqual([
      '#ff0000',
      'currentColor',
    ])
    expect(m.slider.report).toEqual([])
    m.done()
  })

  it('an svg holding <script> and on* handlers is inlined without them, reported', async () => {
    serve({
      '/x.svg':
        '<svg onload="alert(1)"><rect width="2" height="2" onclick="x()"/><script>alert(2)</script></svg>',
    })
    const m = await mountMedia(svgLayer('/x.svg'))
    await settle(() => expect(m.layer('s')?.dataset.state).toBe('done'))
    const html = m.layer('s')?.innerHTML ?? ''
    expect(html).not.toMatch(/script|onload|onclick/)
    expect(html).toContain('<rect')
    expect(m.slider.report.map((e) => e.path)).toEqual(['slides.1.layers.s.content.src'])
    m.done()
  })

  it('Empty svg: marked failed, reported; the slide carries on', async () => {
    serve({ '/empty.svg': '<svg></svg>' })
    const m = await mountMedia(svgLayer('/empty.svg'))
    await settle(() => expect(m.layer('s')?.dataset.state).toBe('failed'))
    expect(m.slider.report).toContainEqual({
      path: 'slides.1.layers.s.content.src',
      message: 'svg is empty: /empty.svg',
    })
    m.done()
  })

  it('a file that cannot be fetched and a refused url are marked failed and reported', async () => {
    serve({})
    const m = await mountMedia(svgLayer('/gone.svg'))
    await settle(() => expect(m.layer('s')?.dataset.state).toBe('failed'))
    expect(m.slider.report[0]?.message).toMatch(/^svg could not be loaded: \/gone\.svg/)
    m.done()
    const bad = await mountMedia(svgLayer('javascript:alert(1)'))
    await settle(() => expect(bad.layer('s')?.dataset.state).toBe('failed'))
    expect(bad.slider.report.map((e) => e.path)).toContain('slides.1.layers.s.content.src')
    bad.done()
  })
})
