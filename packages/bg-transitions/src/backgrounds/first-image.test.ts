import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bgTransitions } from '../plugin'
import { firstBgImage } from './first-image'

const bg = (image: RawValueImage): RawRecord => ({
  id: 'bg',
  type: 'shape',
  subtype: 'slidebg',
  bg: { color: '#123', ...(image === undefined ? {} : { image }) },
})
type RawValueImage = RawRecord | string | undefined
const slide = (order: number | undefined, image: RawValueImage, extra: RawRecord = {}) => ({
  slide: { ...(order === undefined ? {} : { order }), ...extra },
  layers: { bg: bg(image) },
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('firstBgImage: the image the module shows first, from its raw data', () => {
  it('is the background image of the slide with the lowest order', () => {
    const data = {
      slides: {
        a: slide(3, 'c.jpg'),
        b: slide(1, { src: 'a.jpg', size: 'cover' }),
        c: slide(2, 'b.jpg'),
      },
    }
    expect(firstBgImage(data)).toBe('a.jpg')
  })

  it('takes a slide’s place in the data where it has no order, and its layer’s content.src', () => {
    const data = {
      slides: [
        { layers: { bg: { subtype: 'slidebg', content: { src: 'first.jpg' } } } },
        slide(undefined, 'second.jpg'),
      ],
    }
    expect(firstBgImage(data)).toBe('first.jpg')
  })

  it('leaves global (static) and unpublished slides aside, as core does', () => {
    const data = {
      slides: {
        g: slide(0, 'global.jpg', { global: true }),
        u: slide(1, 'draft.jpg', { publish: { state: 'unpublished' } }),
        s: slide(2, 'slide.jpg'),
      },
    }
    expect(firstBgImage(data)).toBe('slide.jpg')
  })

  it('is none where the slideshow shuffles or names its first slide: no guess', () => {
    const slides = { a: slide(1, 'a.jpg'), b: slide(2, 'b.jpg') }
    expect(firstBgImage({ settings: { slideshow: { shuffle: 'true' } }, slides })).toBeUndefined()
    expect(firstBgImage({ settings: { slideshow: { firstSlide: 2 } }, slides })).toBeUndefined()
    expect(firstBgImage({ settings: { slideshow: { firstSlide: 'auto' } }, slides })).toBe('a.jpg')
  })

  it('is none for a first slide without an image, and for data without slides', () => {
    expect(
      firstBgImage({ slides: { a: slide(1, undefined), b: slide(2, 'b.jpg') } }),
    ).toBeUndefined()
    for (const data of [null, 'x', {}, { slides: 'x' }, { slides: [null, 3] }])
      expect(firstBgImage(data)).toBeUndefined()
  })
})

describe('the plugin’s prepare', () => {
  it('asks for the first slide’s image while the chunks load, before any slide is built', async () => {
    const asked: string[] = []
    // An <img> that records the address it is given.
    vi.stubGlobal('Image', function FakeImage() {
      const img = document.createElement('img')
      Object.defineProperty(img, 'src', { set: (url: string) => asked.push(url) })
      return img
    })
    const data = { slides: { a: slide(1, 'https://cdn.test/hero.jpg'), b: slide(2, 'b.jpg') } }
    const signal = new AbortController().signal
    await bgTransitions().prepare?.(data, { rest: {}, signal, report: () => {} })
    expect(asked).toEqual(['https://cdn.test/hero.jpg'])
  })
})
