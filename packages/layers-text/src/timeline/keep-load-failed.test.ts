import { gsap } from 'gsap'
import { afterEach, expect, it, vi } from 'vitest'
import { layersModule, mount } from './test-harness'

// No chunk of what a layout change keeps (a page offline at its first resize).
vi.mock('./resize-chunk', () => ({
  resizeChunk: () => undefined,
  loadResize: () => Promise.reject(new Error('offline')),
}))

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

it('without the chunk that builds scenes again, a layout change keeps them as they were and says so once', async () => {
  const MOVES = {
    in: {
      content: {
        all: [
          { o: 0, x: 100 },
          { d: 100, o: 1, x: 10 },
        ],
      },
    },
  }
  h = await mount(layersModule([[{ id: 1, tl: MOVES }]]))
  await h.run(300)
  const before = gsap.getTweensOf(h.layer(0, 1) as HTMLElement)
  await h.resize(240, 200)
  await h.resize(300, 200)
  expect(h.slider.state).toMatchObject({ level: 4, scale: 0.625 })
  // The layers are placed for the new size; their scenes stay as built, at rest where they were.
  expect(gsap.getTweensOf(h.layer(0, 1) as HTMLElement)).toEqual(before)
  expect(gsap.getProperty(h.layer(0, 1) as HTMLElement, 'x')).toBe(10)
  expect(h.slider.report).toEqual([
    {
      path: 'layers',
      message: 'scenes could not be laid out again; they keep their earlier values',
    },
  ])
})
