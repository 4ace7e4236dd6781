import { afterEach, describe, expect, it } from 'vitest'
import { layersModule, mount } from './test-harness'

const fade = {
  in: {
    content: {
      orig: { x: '0%', y: '100%', z: '0' },
      all: [
        { t: 0, d: 0, y: 50, o: 0 },
        { t: 100, d: 300, y: 0, o: 1 },
      ],
    },
  },
}
let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

describe('timelines are built without forcing layouts (issue #25)', () => {
  it("a layer's origin, will-change and individual transforms are written with its build and restored on release", async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }], [{ id: 1, tl: fade }]]))
    const el = h.layer(0, 1)
    expect(el?.style.transformOrigin).toMatch(/^0% 100%/)
    expect(el?.style.willChange).toBe('opacity')
    expect(el?.style.translate).toBe('none')
    await h.run(500)
    expect(Number(el?.style.opacity)).toBe(1)
    h.slider.destroy()
    expect(el?.style.transformOrigin).toBe('')
    expect(el?.style.willChange).toBe('')
    expect(el?.style.translate).toBe('')
  })

  it('a neighbour gets its timelines in the next read phase; a change to it comes in from its from state', async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }], [{ id: 1, tl: fade }]]))
    // Built ahead of time and, a frame on, waiting in its from state.
    const next = h.layer(1, 1)
    expect(Number(next?.style.opacity)).toBe(0)
    h.slider.next()
    await h.run(48)
    expect(Number(next?.style.opacity)).toBeLessThan(1)
    await h.run(1000)
    expect(h.slider.state.index).toBe(1)
    expect(Number(next?.style.opacity)).toBe(1)
  })
})
