import { describe, expect, it, vi } from 'vitest'
import { createImageQueue } from './image-queue'
import { fakeImages, flush } from './test-images'

const url = (i: number) => `https://cdn.test/img/${i}.png`

function setup() {
  const images = fakeImages()
  const log = vi.fn()
  const report = vi.fn()
  const queue = createImageQueue({ createImage: images.create, log, report, pageProtocol: 'http:' })
  return { images, log, report, queue }
}

describe('image queue control', () => {
  it('one record per url: a second request shares it and hears the same result', async () => {
    const { images, queue } = setup()
    const heard: string[] = []
    const a = queue.add({ url: url(1), onDone: (r) => heard.push(`a ${r.state}`) })
    const b = queue.add({ url: url(1), onDone: (r) => heard.push(`b ${r.state}`) })
    expect(b).toBe(a)
    await flush()
    images.succeed(url(1))
    queue.add({ url: url(1), onDone: (r) => heard.push(`c ${r.state}`) })
    expect(heard).toEqual(['a loaded', 'b loaded', 'c loaded'])
    expect(images.made).toHaveLength(1)
  })

  it('an image the browser already holds settles as cached', async () => {
    const images = fakeImages()
    const create = () => {
      const image = images.create()
      Object.defineProperty(image, 'complete', { value: true })
      Object.defineProperty(image, 'naturalWidth', { value: 8 })
      return image
    }
    const record = await createImageQueue({ createImage: create }).load(url(1))
    expect(record.state).toBe('cached')
    expect(record.width).toBe(8)
  })

  it('cancel stops a loading image and drops a waiting one; neither is logged as an error', async () => {
    const { images, queue, log } = setup()
    for (let i = 0; i < 6; i++) queue.add(url(i))
    await flush()
    expect(queue.cancel(url(0))).toBe(true)
    expect(queue.cancel(url(5))).toBe(true)
    expect(queue.get(url(0))).toMatchObject({ state: 'error', cancelled: true })
    expect(images.made[0]!.hasAttribute('src')).toBe(false)
    expect(queue.inFlight).toBe(4)
    expect(queue.waiting).toBe(0)
    expect(queue.cancel('https://cdn.test/unknown.png')).toBe(false)
    expect(log).not.toHaveBeenCalled()
  })

  it('destroy releases everything: open requests stop, promises settle, later adds are refused', async () => {
    const { images, queue, report } = setup()
    const pending = [1, 2, 3, 4, 5, 6, 7].map((i) => queue.load(url(i)))
    await flush()
    queue.destroy()
    const records = await Promise.all(pending)
    expect(records.every((r) => r.state === 'error' && r.cancelled)).toBe(true)
    expect(images.made.every((i) => !i.hasAttribute('src'))).toBe(true)
    expect(queue.inFlight + queue.waiting).toBe(0)
    expect(queue.get(url(1))).toBeUndefined()
    expect(queue.add({ url: url(8), path: 'p' }).state).toBe('error')
    expect(report).toHaveBeenCalledWith('p', 'the image queue is destroyed; not loaded')
    queue.destroy()
  })

  it('normalises the url it requests and keeps the url as given for messages', async () => {
    const { images, queue, log } = setup()
    const record = queue.add('  //cdn.test//my photos\\a b.JPG?v=2 ')
    expect(record.src).toBe('http://cdn.test/my%20photos/a%20b.JPG?v=2')
    expect(record.url).toBe('  //cdn.test//my photos\\a b.JPG?v=2 ')
    await flush()
    images.fail(record.src)
    images.fail(record.src)
    expect(log).toHaveBeenCalledWith(
      'Image Error:   //cdn.test//my photos\\a b.JPG?v=2  could not be loaded',
      record,
    )
  })
})

describe('image queue bad input', () => {
  const table: [string, unknown, string][] = [
    [
      'a javascript: url',
      'javascript:alert(1)//.png',
      'image url uses a refused scheme (javascript:); not loaded',
    ],
    [
      'a data: url',
      'data:image/png;base64,AAAA',
      'image url uses a refused scheme (data:); not loaded',
    ],
    [
      'a non-image path',
      'https://cdn.test/page.html',
      'image url must end in jpg, jpeg, png, gif, bmp, svg, webp; not loaded',
    ],
    [
      'an extension only in the query',
      'https://cdn.test/x.php?f=a.png',
      'image url must end in jpg, jpeg, png, gif, bmp, svg, webp; not loaded',
    ],
    ['an empty string', '   ', 'image url must not be empty; not loaded'],
    ['a number', 42, 'image url must be a URL string; not loaded'],
    ['null', null, 'image url must be a URL string; not loaded'],
    [
      'a huge string',
      `https://cdn.test/${'a'.repeat(5000)}.png`,
      'image url is longer than 4096 characters; not loaded',
    ],
    [
      'a javascript: url split by a newline',
      'java\nscript:alert(1)//a.png',
      'image url uses a refused scheme (javascript:); not loaded',
    ],
    ['a ftp: url', 'ftp://cdn.test/a.png', 'image url uses a refused scheme (ftp:); not loaded'],
  ]
  it.each(table)(
    '%s is refused with a report entry, settles as error and is never requested',
    async (_, bad, message) => {
      const { images, queue, report, log } = setup()
      const record = queue.add({ url: bad as string, path: 'slides.3.layers.7.src' })
      expect(record.state).toBe('error')
      expect((await record.done).state).toBe('error')
      expect(report).toHaveBeenCalledWith('slides.3.layers.7.src', message)
      await flush()
      expect(images.made).toHaveLength(0)
      expect(log).not.toHaveBeenCalled()
    },
  )

  it('a missing request or a NaN priority does not throw', async () => {
    const { queue } = setup()
    expect(() => queue.add(undefined as unknown as string)).not.toThrow()
    expect(queue.add({ url: url(1), priority: Number.NaN }).priority).toBe(0)
  })
})
