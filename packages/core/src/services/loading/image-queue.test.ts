import { describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../test-support/console-guard'
import { createImageQueue } from './image-queue'
import type { ImageState } from './image-types'
import { fakeImages, flush } from './test-images'

const url = (i: number) => `https://cdn.test/img/${i}.png`

function setup(options: Parameters<typeof createImageQueue>[0] = {}) {
  const images = fakeImages()
  const log = vi.fn()
  const report = vi.fn()
  const queue = createImageQueue({ createImage: images.create, log, report, ...options })
  return { images, log, report, queue }
}

describe('image queue', () => {
  it('Image queue: 5 parallel slots — never more than 5 requests are open at once', async () => {
    const { images, queue } = setup()
    for (let i = 0; i < 12; i++) queue.add(url(i))
    await flush()
    expect(images.open()).toHaveLength(5)
    expect(queue.inFlight).toBe(5)
    expect(queue.waiting).toBe(7)
    images.succeed(url(0))
    expect(images.open()).toHaveLength(5)
    for (let i = 1; i < 12; i++) images.succeed(url(i))
    expect(queue.inFlight).toBe(0)
  })

  it('Image queue: capacity 5000 — the 5001st waiting image is refused with a report entry', async () => {
    const { queue, report } = setup({ slots: 1 })
    for (let i = 0; i < 5001; i++) queue.add(url(i))
    expect(queue.waiting).toBe(5000)
    const refused = queue.add({ url: url(9999), path: 'slides.1.layers.2.src' })
    expect(refused.state).toBe('error')
    expect(report).toHaveBeenCalledWith(
      'slides.1.layers.2.src',
      'the image queue is full (5000 waiting); not queued',
    )
  })

  it('Image queue state: pending, inqueue, loading, then loaded', async () => {
    const { images, queue } = setup({ slots: 1 })
    const first = queue.add(url(1))
    const second = queue.add(url(2))
    const seen: ImageState[] = [second.state]
    await flush()
    seen.push(second.state)
    images.succeed(url(1))
    seen.push(second.state)
    images.succeed(url(2), 640, 360)
    seen.push(second.state)
    expect(first.state).toBe('loaded')
    expect(seen).toEqual(['pending', 'inqueue', 'loading', 'loaded'])
  })

  it('offers the candidates of an image with several sizes, on every attempt, before its src', async () => {
    const { images, queue } = setup()
    const candidates = { srcset: '/a-640.jpg 640w, /a-1280.jpg 1280w', sizes: '50vw' }
    queue.add({ url: url(1), candidates })
    await flush()
    const first = images.made[0]
    expect(first?.getAttribute('srcset')).toBe(candidates.srcset)
    expect(first?.getAttribute('sizes')).toBe('50vw')
    images.fail(url(1))
    // The crossOrigin retry offers them again.
    expect(images.made[1]?.getAttribute('srcset')).toBe(candidates.srcset)
    queue.add(url(2))
    await flush()
    expect(images.made.at(-1)?.hasAttribute('srcset')).toBe(false)
  })

  it('records width and height once loaded', async () => {
    const { images, queue } = setup()
    const done = queue.load(url(1))
    await flush()
    images.succeed(url(1), 640, 360)
    const record = await done
    expect(record).toMatchObject({ state: 'loaded', width: 640, height: 360 })
    expect(record.image).toBeInstanceOf(HTMLImageElement)
  })

  it('higher priority loads first; ties keep the order added', async () => {
    const { images, queue } = setup({ slots: 1 })
    queue.add({ url: url(1), priority: 0 })
    queue.add({ url: url(2), priority: 5 })
    queue.add({ url: url(3), priority: 5 })
    await flush()
    const order: string[] = []
    for (let n = 0; n < 3; n++) {
      const src = images.open()[0]!.getAttribute('src')!
      order.push(src)
      images.succeed(src)
    }
    expect(order).toEqual([url(2), url(3), url(1)])
  })

  it('A failed image is retried once with the opposite crossOrigin setting before being marked failed', async () => {
    const { images, queue, log } = setup()
    const done = queue.load(url(1))
    await flush()
    expect(images.made[0]!.crossOrigin).toBeNull()
    images.fail(url(1))
    expect(images.made[1]!.crossOrigin).toBe('anonymous')
    images.succeed(url(1))
    expect(await done).toMatchObject({ state: 'loaded', attempts: 2, crossOrigin: true })
    expect(log).not.toHaveBeenCalled()
  })

  it('the retry of a crossOrigin image goes without crossOrigin', async () => {
    const { images, queue } = setup()
    queue.add({ url: url(1), crossOrigin: true })
    await flush()
    expect(images.made[0]!.crossOrigin).toBe('anonymous')
    images.fail(url(1))
    expect(images.made[1]!.hasAttribute('crossorigin')).toBe(false)
  })

  it("Image failure after the retry: console 'Image Error: {url} could not be loaded'", async () => {
    const images = fakeImages()
    expectConsoleError('Image Error: https://cdn.test/missing.png could not be loaded')
    const queue = createImageQueue({ createImage: images.create })
    const done = queue.load('https://cdn.test/missing.png')
    await flush()
    images.fail('https://cdn.test/missing.png')
    images.fail('https://cdn.test/missing.png')
    expect((await done).state).toBe('error')
    expect(images.made).toHaveLength(2)
  })

  it('a failing image keeps its slot through the retry, then frees it for the next', async () => {
    const { images, queue } = setup({ slots: 1 })
    queue.add(url(1))
    queue.add(url(2))
    await flush()
    images.fail(url(1))
    expect(images.open().map((i) => i.getAttribute('src'))).toEqual([url(1)])
    images.fail(url(1))
    expect(images.open().map((i) => i.getAttribute('src'))).toEqual([url(2)])
  })
})

describe('image queue priority changes', () => {
  it('setPriority moves a waiting image ahead of the others', async () => {
    const { images, queue } = setup({ slots: 1 })
    for (let i = 1; i <= 4; i++) queue.add(url(i))
    await flush()
    expect(queue.setPriority(url(4), 10)).toBe(true)
    expect(queue.setPriority('https://cdn.test/unknown.png', 1)).toBe(false)
    expect(queue.setPriority(url(3), Number.NaN)).toBe(false)
    const order: string[] = []
    for (let n = 0; n < 4; n++) {
      const src = images.open()[0]!.getAttribute('src')!
      order.push(src)
      images.succeed(src)
    }
    expect(order).toEqual([url(1), url(4), url(2), url(3)])
  })
})
