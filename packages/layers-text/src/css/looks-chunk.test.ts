import type { PrepareContext } from '@strata/core'
import { describe, expect, it, vi } from 'vitest'

const context = {
  signal: new AbortController().signal,
  report: () => {},
} as unknown as PrepareContext

/** A module of one slide whose layer has `look` (raw style keys). */
const moduleWith = (look: Record<string, unknown>) => ({
  id: 'm',
  slides: {
    1: { id: 1, slide: { order: 1 }, layers: { a: { id: 'a', type: 'text', ...look } } },
  },
})

/** A fresh copy of the package: each test starts with no chunk loaded. */
const fresh = async () => {
  vi.resetModules()
  const { layersText } = await import('../plugin')
  const chunk = await import('./looks-chunk')
  return { plugin: layersText(), loaded: () => chunk.looksChunk() !== undefined }
}

describe('shadows, stroke, spike and overlay load only for modules that use them (docs/performance.md)', () => {
  it('a module without them, or with them switched off, does not load the chunk', async () => {
    const { plugin, loaded } = await fresh()
    const off = { boxShadow: { use: false, b: 4 }, overlay: { use: 'false' }, spike: { l: 'none' } }
    await plugin.prepare?.(moduleWith(off), context)
    expect(loaded()).toBe(false)
  })

  it.each([
    ['a box shadow', { boxShadow: { use: true, b: 4 } }],
    ['a text shadow', { textShadow: { use: true } }],
    ['a text stroke', { textStroke: { use: true, w: 2 } }],
    ['an overlay', { overlay: { use: true, pattern: 3 } }],
    ['a spike (export l)', { spike: { l: 'slant' } }],
  ])('%s loads it before the first paint', async (_, look) => {
    const { plugin, loaded } = await fresh()
    await plugin.prepare?.(moduleWith(look), context)
    expect(loaded()).toBe(true)
  })

  it('a layer with a shadow built before the chunk came is drawn with it once it is in', async () => {
    vi.resetModules()
    const harness = await import('../timeline/test-harness')
    const { layersText } = await import('../plugin')
    const chunk = await import('./looks-chunk')
    const { prepare: _, ...late } = layersText()
    const h = await harness.mount(
      harness.layersModule([[{ id: 1, boxShadow: { use: true, y: 10, b: 20, c: '#000' } }]]),
      { fixture: false, plugins: [late] },
    )
    try {
      await vi.waitFor(() => expect(chunk.looksChunk()).toBeDefined())
      await vi.waitFor(() =>
        expect((h.layer(0, 1) as HTMLElement).style.boxShadow).toBe('0px 10px 20px 0px #000'),
      )
      expect(h.slider.report).toEqual([])
    } finally {
      h.cleanup()
    }
  })
})
