import type { RawRecord, RawValue } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layersMedia } from '../plugin/plugin'
import { firstSlideImages } from './first-images'

const image = (src: RawValue): RawRecord => ({ type: 'image', content: { src } })
const slide = (order: number, layers: RawRecord): RawRecord => ({ slide: { order }, layers })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('firstSlideImages: the image layers the first slide shows', () => {
  it('lists the first slide’s image layers in the data’s order, other layers and slides aside', () => {
    const data = {
      slides: {
        b: slide(2, { x: image('/b.jpg') }),
        a: slide(1, {
          t: { type: 'text', content: { text: 'Hi' } },
          one: image('/one.jpg'),
          two: image('/two.png'),
          bad: image(42),
          none: { type: 'image' },
        }),
      },
    }
    expect(firstSlideImages(data)).toEqual([{ src: '/one.jpg' }, { src: '/two.png' }])
  })

  it('no more than the image queue starts at once (5)', () => {
    const layers: RawRecord = {}
    for (let i = 1; i <= 8; i++) layers[`i${i}`] = image(`/${i}.jpg`)
    expect(firstSlideImages({ slides: [slide(1, layers)] }).map((i) => i.src)).toEqual([
      '/1.jpg',
      '/2.jpg',
      '/3.jpg',
      '/4.jpg',
      '/5.jpg',
    ])
  })

  it('with the sizes an image offers, as its <img> will', () => {
    const srcset = [
      { src: '/a-640.jpg', w: 640 },
      { src: '/a-1280.jpg', w: 1280 },
    ]
    const layer = { type: 'image', content: { src: '/a.jpg', srcset, sizes: '50vw' } }
    expect(firstSlideImages({ slides: [slide(1, { a: layer })] })).toEqual([
      {
        src: '/a.jpg',
        candidates: { srcset: '/a-640.jpg 640w, /a-1280.jpg 1280w', sizes: '50vw' },
      },
    ])
  })

  it('none where core would not guess the first slide, or there are no slides', () => {
    const slides = [slide(1, { i: image('/a.jpg') })]
    expect(firstSlideImages({ settings: { slideshow: { shuffle: true } }, slides })).toEqual([])
    for (const data of [null, {}, { slides: 'x' }]) expect(firstSlideImages(data)).toEqual([])
  })
})

describe('the plugin’s prepare', () => {
  it('asks for the first slide’s images behind the scripts, before any slide is built', async () => {
    const asked: { src: string; priority: string }[] = []
    // An <img> that records the address it is given, and the priority it had then.
    vi.stubGlobal('Image', function FakeImage() {
      const img = document.createElement('img')
      Object.defineProperty(img, 'src', {
        set: (src: string) => asked.push({ src, priority: img.fetchPriority }),
      })
      return img
    })
    const data = { slides: [slide(1, { i: image('https://cdn.test/product.png') })] }
    const signal = new AbortController().signal
    await layersMedia().prepare?.(data, { rest: {}, signal, report: () => {} })
    expect(asked).toEqual([{ src: 'https://cdn.test/product.png', priority: 'auto' }])
  })
})
