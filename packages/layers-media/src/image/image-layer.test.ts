import { loadingServices } from '@strata/core/loading'
import { expectConsoleError } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeImages, mediaModule, mountMedia, settle } from '../test-media'

afterEach(() => vi.restoreAllMocks())

describe('image layers (docs/behaviour.md §3 "image")', () => {
  it('an <img> with src, alt from acc, decoding async and width/height from the data', async () => {
    fakeImages()
    const m = await mountMedia(
      mediaModule({
        a: {
          id: 'a',
          type: 'image',
          size: { w: 400, h: 300 },
          acc: { label: 'A lighthouse' },
          content: { src: '/img/a.jpg' },
        },
      }),
    )
    const img = m.layer('a')?.querySelector('img')
    expect(m.layer('a')?.classList.contains('strata-layer-image')).toBe(true)
    expect([img?.alt, img?.decoding, img?.width, img?.height]).toEqual([
      'A lighthouse',
      'async',
      400,
      300,
    ])
    await settle(() => expect(m.layer('a')?.dataset.state).toBe('done'))
    expect(img?.getAttribute('src')).toContain('/img/a.jpg')
    expect(m.slider.report).toEqual([])
    m.done()
  })

  it('alt="" when the data gives none, never missing', async () => {
    fakeImages()
    const m = await mountMedia(
      mediaModule({ a: { id: 'a', type: 'image', content: { src: '/img/a.png' } } }),
    )
    expect(m.layer('a')?.querySelector('img')?.getAttribute('alt')).toBe('')
    m.done()
  })

  it("a slide's images load when that slide is about to show, not at init", async () => {
    fakeImages()
    const m = await mountMedia(
      mediaModule(
        { a: { id: 'a', type: 'image', content: { src: '/img/one.jpg' } } },
        {},
        { c: { id: 'c', type: 'image', content: { src: '/img/three.jpg' } } },
        {},
        {},
      ),
    )
    await settle(() => expect(m.layer('a')?.dataset.state).toBe('done'))
    const requested = () =>
      [...m.root.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? '')
    expect(requested().some((s) => s.includes('three'))).toBe(false)
    m.slider.goTo(1)
    await settle(() => expect(m.layer('c', 2)?.dataset.state).toBe('done'))
    m.done()
  })

  it('the image queue gives the showing slide priority: a slide about to show moves its images up', async () => {
    const m = await mountMedia(
      mediaModule(
        { a: { id: 'a', type: 'image', content: { src: '/img/one.jpg' } } },
        { b: { id: 'b', type: 'image', content: { src: '/img/two.jpg' } } },
        {},
      ),
    )
    const loading = loadingServices({
      root: m.root,
      services: { report: () => {}, announce: () => {} },
    })
    const priority = (url: string) => loading.images.get(url)?.priority
    expect([priority('/img/one.jpg'), priority('/img/two.jpg')]).toEqual([10, 1])
    m.slider.goTo(1)
    await settle(() => expect(priority('/img/two.jpg')).toBe(10))
    loading.destroy()
    m.done()
  })

  it('after slider.removeSlide, the slide about to show moves its own images up, not those of the slide once at its index', async () => {
    const img = (id: string) => ({
      [id]: { id, type: 'image', content: { src: `/img/${id}.jpg` } },
    })
    const m = await mountMedia(mediaModule(img('a'), img('b'), img('c'), img('d')))
    const loading = loadingServices({
      root: m.root,
      services: { report: () => {}, announce: () => {} },
    })
    const priority = (id: string) => loading.images.get(`/img/${id}.jpg`)?.priority
    // Slides 0, 1 and the last (3) are built; slide 2 ('c') comes once 3 moves down to 2.
    await m.slider.removeSlide(1)
    m.slider.goTo(2)
    // It passes as the slideshow moves on, 9 s after the change: 100 ms a try, not a frame.
    await settle(() => expect([m.slider.state.index, priority('d')]).toEqual([2, 10]), 100)
    expect(priority('c')).toBe(1)
    loading.destroy()
    m.done()
  })

  it('Image failure after the retry: the layer keeps its box, is marked error and reported', async () => {
    fakeImages()
    expectConsoleError(/^Image Error: .*broken\.jpg could not be loaded$/)
    const m = await mountMedia(
      mediaModule({
        a: {
          id: 'a',
          type: 'image',
          size: { w: 200, h: 100 },
          content: { src: '/img/broken.jpg' },
        },
      }),
    )
    await settle(() => expect(m.layer('a')?.dataset.state).toBe('error'))
    const img = m.layer('a')?.querySelector('img')
    expect([img?.width, img?.height, img?.style.visibility]).toEqual([200, 100, 'hidden'])
    expect(m.slider.report).toContainEqual({
      path: 'slides.1.layers.a.content.src',
      message: 'image could not be loaded: /img/broken.jpg',
    })
    m.done()
  })

  it('a missing src is reported and the rest of the slide works', async () => {
    fakeImages()
    const m = await mountMedia(
      mediaModule({
        a: { id: 'a', type: 'image', content: {} },
        t: { id: 't', type: 'text', content: { text: 'Still here' } },
      }),
    )
    expect(m.layer('a')?.dataset.state).toBe('error')
    expect(m.layer('t')?.textContent).toBe('Still here')
    expect(m.slider.report.map((e) => e.path)).toContain('slides.1.layers.a.content.src')
    m.done()
  })

  it('srcset and sizes when the data gives several sizes, which the queue’s request offers too', async () => {
    // fakeImages' loads, and each src an <img> asks for with the srcset it had then.
    const asked: (string | null)[] = []
    const set = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')?.set
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
      v: string,
    ) {
      asked.push(this.getAttribute('srcset'))
      set?.call(this, v)
      setTimeout(() => this.dispatchEvent(new Event('load')), 0)
    })
    const m = await mountMedia(
      mediaModule({
        a: {
          id: 'a',
          type: 'image',
          content: {
            src: '/img/a-800.jpg',
            srcset: [
              { src: '/img/a-400.jpg', w: 400 },
              { src: '/img/a-800.jpg', w: 800 },
            ],
            sizes: '50vw',
          },
        },
      }),
    )
    await settle(() => expect(m.layer('a')?.dataset.state).toBe('done'))
    const img = m.layer('a')?.querySelector('img')
    expect([img?.getAttribute('srcset'), img?.getAttribute('sizes')]).toEqual([
      '/img/a-400.jpg 400w, /img/a-800.jpg 800w',
      '50vw',
    ])
    // No request went out without the sizes: the browser asks once, for the one it picks.
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.every((srcset) => srcset === '/img/a-400.jpg 400w, /img/a-800.jpg 800w')).toBe(
      true,
    )
    m.done()
  })
})
