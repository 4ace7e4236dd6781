import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadImage } from './image-preload'
import { createImageQueue } from './image-queue'
import { fakeImages, flush } from './test-images'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('preloadImage: an image asked for ahead of the queue', () => {
  it('asks at the image’s own priority, decoded off the main thread, as the queue’s first try does', () => {
    const images = fakeImages()
    preloadImage('https://cdn.test/hero.jpg', { createImage: images.create })
    const [image] = images.made
    expect(images.made).toHaveLength(1)
    expect(image?.getAttribute('src')).toBe('https://cdn.test/hero.jpg')
    expect(image?.fetchPriority).toBe('auto')
    expect(image?.decoding).toBe('async')
    // The queue's first try has no crossOrigin: the same cache entry, so one download.
    expect(image?.hasAttribute('crossorigin')).toBe(false)
  })

  it('decodes the image once it arrives (off the main thread), and nothing when it fails', async () => {
    const images = fakeImages()
    preloadImage('https://cdn.test/hero.jpg', { createImage: images.create })
    preloadImage('https://cdn.test/gone.jpg', { createImage: images.create })
    // A decode that fails is the browser's to report: nothing is thrown to the page.
    const decodes = images.made.map((image) => {
      const decode = vi.fn(() => Promise.reject(new Error('EncodingError')))
      Object.assign(image, { decode })
      return decode
    })
    expect(decodes[0]).not.toHaveBeenCalled()
    images.succeed('https://cdn.test/hero.jpg')
    images.fail('https://cdn.test/gone.jpg')
    await flush()
    expect(decodes.map((d) => d.mock.calls.length)).toEqual([1, 0])
    expect(decodes[0]?.mock.contexts[0]).toBe(images.made[0])
  })

  it('asks at the priority it is given', () => {
    const images = fakeImages()
    preloadImage('https://cdn.test/logo.png', { createImage: images.create, priority: 'high' })
    expect(images.made[0]?.fetchPriority).toBe('high')
  })

  it('offers the sizes the image’s <img> will, so the browser asks for the one it picks', () => {
    const images = fakeImages()
    const candidates = { srcset: '/a-640.jpg 640w, /a-1280.jpg 1280w', sizes: '100vw' }
    preloadImage('https://cdn.test/a.jpg', { createImage: images.create, candidates })
    expect(images.made[0]?.getAttribute('srcset')).toBe(candidates.srcset)
    expect(images.made[0]?.getAttribute('sizes')).toBe('100vw')
  })

  it('asks for the address the queue will: normalised the same way', async () => {
    const preloaded = fakeImages()
    const queued = fakeImages()
    const raw = '//cdn.test//img/my hero.jpg'
    preloadImage(raw, { createImage: preloaded.create, pageProtocol: 'https:' })
    const queue = createImageQueue({ createImage: queued.create, pageProtocol: 'https:' })
    queue.add(raw)
    await flush()
    const src = 'https://cdn.test/img/my%20hero.jpg'
    expect(preloaded.made[0]?.getAttribute('src')).toBe(src)
    expect(queued.made[0]?.getAttribute('src')).toBe(src)
    expect(queued.made[0]?.hasAttribute('crossorigin')).toBe(false)
    queue.destroy()
  })

  it('asks for nothing the queue would refuse (a hostile scheme, not an image, no address)', () => {
    const images = fakeImages()
    for (const raw of [
      'javascript:alert(1)//a.jpg',
      'https://cdn.test/page.html',
      '',
      undefined,
      42,
    ])
      preloadImage(raw, { createImage: images.create })
    expect(images.made).toHaveLength(0)
  })

  it('does nothing where there is no Image (a server render)', () => {
    vi.stubGlobal('Image', undefined)
    expect(() => preloadImage('https://cdn.test/hero.jpg')).not.toThrow()
  })
})
