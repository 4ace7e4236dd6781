import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeImages, mediaModule, mountMedia, settle } from '../test-media'

/**
 * Records the address of each `<img>` in the page whose `decode` is called (a layer's or a
 * poster's: the first slide's preloads, detached, are core's to decode); `fails` makes it reject.
 */
function spyDecode(fails = false) {
  const decoded: string[] = []
  const decode = vi.fn(function (this: HTMLImageElement) {
    if (this.isConnected) decoded.push(this.getAttribute('src') ?? '')
    return fails ? Promise.reject(new Error('EncodingError')) : Promise.resolve()
  })
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true })
  return decoded
}

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode')
})

const image = (id: string, src: string) => ({ [id]: { id, type: 'image', content: { src } } })
const video = (id: string, poster: string) => ({
  [id]: { id, type: 'video', content: { type: 'html5', src: '/v.webm', poster, autoPlay: false } },
})

describe('an image layer on a slide out of view', () => {
  it('is decoded once loaded; the slide in view is not (it decodes as it paints)', async () => {
    fakeImages()
    const decoded = spyDecode()
    const m = await mountMedia(mediaModule(image('a', '/img/one.jpg'), image('b', '/img/two.jpg')))
    await settle(() => expect(m.layer('b', 1)?.dataset.state).toBe('done'))
    expect(m.layer('a')?.dataset.state).toBe('done')
    expect(decoded).toEqual([expect.stringContaining('/img/two.jpg')])
    m.done()
  })

  it('still shows when the decode fails, with nothing reported', async () => {
    fakeImages()
    const decoded = spyDecode(true)
    const m = await mountMedia(mediaModule(image('a', '/img/one.jpg'), image('b', '/img/two.jpg')))
    await settle(() => expect(m.layer('b', 1)?.dataset.state).toBe('done'))
    expect(decoded).toHaveLength(1)
    expect(m.layer('b', 1)?.querySelector('img')?.getAttribute('src')).toContain('/img/two.jpg')
    expect(m.slider.report).toEqual([])
    m.done()
  })
})

describe('a video poster on a slide out of view', () => {
  it('is decoded once loaded; the poster in view is not', async () => {
    fakeImages()
    const decoded = spyDecode()
    const m = await mountMedia(mediaModule(video('a', '/p/one.jpg'), video('b', '/p/two.jpg')))
    const poster = () => m.layer('b', 1)?.querySelector('.strata-media-poster')
    await settle(() => expect(poster()?.getAttribute('src')).toContain('/p/two.jpg'))
    expect(m.layer('a')?.querySelector('.strata-media-poster')?.getAttribute('src')).toContain(
      '/p/one.jpg',
    )
    expect(decoded).toEqual([expect.stringContaining('/p/two.jpg')])
    m.done()
  })
})
