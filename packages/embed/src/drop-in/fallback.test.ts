import { describe, expect, it } from 'vitest'
import { fillEmptySlides, readFallbacks } from './fallback'

const page = (html: string) => {
  const el = document.createElement('sr7-module')
  el.innerHTML = html
  return el
}
const slide = (key: number, img = `<img src="/bg-${key}.jpg" alt="">`) =>
  `<sr7-slide id="SR7_1_1-${key}" data-key="${key}"><sr7-bg id="SR7_1_1-${key}-6" class="sr7-layer"><noscript>${img}</noscript></sr7-bg><sr7-txt>Text ${key}</sr7-txt></sr7-slide>`

describe('fallback markup: slides whose layers are empty do not show blank', () => {
  it('reads each slide’s background image from its <noscript> by slide key and layer id', () => {
    const found = readFallbacks(page(`<sr7-content>${slide(1)}${slide(2)}</sr7-content>`))
    expect([...found]).toEqual([
      ['1', { layerId: '6', src: '/bg-1.jpg' }],
      ['2', { layerId: '6', src: '/bg-2.jpg' }],
    ])
  })

  it('takes only the image address: a script in the fallback never runs and is not kept', () => {
    const hostile = '<img src="/bg.jpg" onerror="window.hacked=1"><script>window.hacked=1</script>'
    const found = readFallbacks(page(slide(1, hostile)))
    expect(found.get('1')).toEqual({ layerId: '6', src: '/bg.jpg' })
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('refuses an image address that is no http(s) or relative URL, and says which', () => {
    const refused: string[] = []
    const found = readFallbacks(page(slide(1, '<img src="javascript:alert(1)">')), (key, src) =>
      refused.push(`${key} ${src}`),
    )
    expect(found.size).toBe(0)
    expect(refused).toEqual(['1 javascript:alert(1)'])
  })

  it('gives an empty slide its fallback background and, with an ajax endpoint, marks it lazy', () => {
    const module = {
      id: '1',
      slides: {
        1: { id: 1, slide: { order: 1 }, layers: { 7: { type: 'text' } } },
        2: { id: 2, slide: { order: 2 }, layers: [] },
        3: { id: 3, order: 3, layers: {} },
      },
    }
    const fallbacks = new Map([
      ['2', { layerId: '6', src: '/bg-2.jpg' }],
      ['3', { layerId: '9', src: '/bg-3.jpg' }],
    ])
    const { module: filled, emptySlides } = fillEmptySlides(module, fallbacks, true)
    expect(emptySlides).toEqual(['2', '3'])
    const slides = filled.slides as Record<string, Record<string, unknown>>
    expect(slides[1]).toBe(module.slides[1])
    expect(slides[2]).toEqual({
      id: 2,
      slide: { order: 2, lazy: true },
      layers: {
        6: { id: '6', type: 'shape', subtype: 'slidebg', bg: { image: { src: '/bg-2.jpg' } } },
      },
    })
    // A flat entry carries the flag itself.
    expect(slides[3]?.lazy).toBe(true)
    // The page's object is not changed.
    expect(module.slides[2].layers).toEqual([])
  })

  it('without an endpoint the slide is not marked lazy; without a fallback it stays empty', () => {
    const module = { slides: { 2: { slide: {}, layers: [] } } }
    const { module: filled } = fillEmptySlides(module, new Map(), false)
    expect((filled.slides as Record<string, unknown>)[2]).toEqual({ slide: {}, layers: [] })
  })
})
