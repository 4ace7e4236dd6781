// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { NEAR_SLIDES, nearSlides } from './near-slides'

const slidesOf = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`s${i + 1}`, { id: i + 1 }]))
const keys = (data: unknown) => Object.keys((data as { slides: object }).slides)

describe('nearSlides: the slides a module builds first, for a plugin’s prepare', () => {
  it('keeps data with up to NEAR_SLIDES + 1 slides as it is', () => {
    const data = { settings: {}, slides: slidesOf(NEAR_SLIDES + 1) }
    expect(nearSlides(data)).toBe(data)
    expect(nearSlides('x')).toBe('x')
    expect(nearSlides({ slides: null })).toEqual({ slides: null })
  })

  it('of more, the NEAR_SLIDES first and the last by order, and the global ones', () => {
    const slides: Record<string, unknown> = slidesOf(1000)
    slides.s500 = { id: 500, global: true }
    const data = { id: 'm', settings: { a: 1 }, slides }
    const near = nearSlides(data) as typeof data
    expect(keys(near)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's500', 's1000'])
    expect(near.settings).toBe(data.settings)
    expect(near.slides.s500).toBe(slides.s500)
    // The data itself is left alone.
    expect(keys(data)).toHaveLength(1000)
  })

  it('by the order the reader takes (`slide.order`, else the place), not the keys', () => {
    // Ids in creation order, the slides reordered: the last ten entries come first.
    const slides = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`${100 + i}`, { slide: { order: 30 - i } }]),
    )
    // Orders 1–8 are the keys 129 down to 122; the highest, 30, is key 100.
    const near = ['100', '122', '123', '124', '125', '126', '127', '128', '129']
    expect(keys(nearSlides({ slides }))).toEqual(near)
  })

  it('keeps every slide when the slideshow shuffles or names its first slide', () => {
    const slides = slidesOf(20)
    for (const slideshow of [{ shuffle: true }, { shuffle: 'on' }, { firstSlide: 12 }])
      expect(keys(nearSlides({ settings: { slideshow }, slides }))).toHaveLength(20)
    const auto = { settings: { slideshow: { firstSlide: 'auto', shuffle: false } }, slides }
    expect(keys(nearSlides(auto))).toHaveLength(NEAR_SLIDES + 1)
  })

  it('reads a list of slides alike', () => {
    const list = Object.values(slidesOf(20))
    expect(keys(nearSlides({ slides: list }))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '19',
    ])
  })
})
