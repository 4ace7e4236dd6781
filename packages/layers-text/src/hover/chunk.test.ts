import { describe, expect, it, vi } from 'vitest'

/** A fresh copy of the package: each test starts with no chunk loaded. */
const fresh = async () => {
  vi.resetModules()
  return {
    harness: await import('../timeline/test-harness'),
    hover: await import('./index'),
  }
}

describe('the hover look loads only for modules whose layers hover (docs/performance.md)', () => {
  it('layers without hover, or with hover off, never load the hover chunk', async () => {
    const { harness, hover } = await fresh()
    const h = await harness.mount(
      harness.layersModule([[{ id: 1 }, { id: 2, hov: { u: false, frame: { x: 5 } } }]]),
    )
    try {
      const el = h.layer(0, 2) as HTMLElement
      el.dispatchEvent(new Event('pointerenter'))
      await h.run(300)
      expect(hover.hoverReady()).toBe(false)
      expect(el.style.transform).toBe('')
    } finally {
      h.cleanup()
    }
  })

  it('a layer whose hover is on loads it when it is built, and a pointer plays the look', async () => {
    const { harness, hover } = await fresh()
    const h = await harness.mount(
      harness.layersModule([[{ id: 1, hov: { u: true, frame: { x: 10, o: 0.5 } } }]]),
    )
    try {
      await vi.waitFor(() => expect(hover.hoverReady()).toBe(true))
      const el = h.layer(0, 1) as HTMLElement
      el.dispatchEvent(new Event('pointerenter'))
      await h.run(300)
      expect(el.style.opacity).toBe('0.5')
    } finally {
      h.cleanup()
    }
  })

  it('a pointer that comes before the chunk plays the look once it is in; one that left does not', async () => {
    const { hover } = await fresh()
    const played: number[] = []
    const clock = {
      play: async (_: unknown, dir: 1 | -1 = 1) => void played.push(dir),
      stop: () => {},
      isPlaying: () => false,
      framed: () => {},
      destroy: () => {},
    }
    const hovers = hover.createHover(clock)
    const { testLayer } = await import('../test-layers')
    const [a, b] = [document.createElement('div'), document.createElement('div')]
    hovers.attach(testLayer({ hov: { u: true } }), a)
    hovers.attach(testLayer({ hov: { u: true } }), b)
    hovers.request(a, 'hover')
    hovers.request(b, 'hover')
    hovers.request(b, 'idle')
    expect(played).toEqual([])
    await vi.waitFor(() => expect(played).toEqual([1]))
    hovers.destroy()
  })
})
