import type { PrepareContext } from '@strata/core'
import { describe, expect, it, vi } from 'vitest'

const context = {
  signal: new AbortController().signal,
  report: () => {},
} as unknown as PrepareContext

const moduleWith = (layer: Record<string, unknown>) => ({
  id: 'm',
  slides: {
    1: { id: 1, slide: { order: 1 }, layers: { a: { id: 'a', type: 'text', ...layer } } },
  },
})

/** A fresh copy of the package: each test starts with no chunk loaded. */
const fresh = async () => {
  vi.resetModules()
  const { layersText } = await import('../plugin')
  const content = await import('./index')
  return { plugin: layersText(), content }
}

describe('the placeholder code loads only for modules whose texts have one (docs/performance.md)', () => {
  it('text without {{ does not load it', async () => {
    const { plugin, content } = await fresh()
    await plugin.prepare?.(moduleWith({ content: { text: 'Slide { one } of } two' } }), context)
    expect(content.metaReady()).toBe(false)
  })

  it('a placeholder in a layer text or its toggle text (export tog) loads it before the first paint', async () => {
    let { plugin, content } = await fresh()
    await plugin.prepare?.(moduleWith({ content: { text: '{{current_slide_index}}' } }), context)
    expect(content.metaReady()).toBe(true)
    ;({ plugin, content } = await fresh())
    await plugin.prepare?.(moduleWith({ tog: { text: 'Slide {{slide_title}}' } }), context)
    expect(content.metaReady()).toBe(true)
  })

  it('a placeholder that arrives later shows as written, then is filled and kept up to date', async () => {
    const { content } = await fresh()
    const el = document.createElement('div')
    content.setHtml(el, 'Slide {{current_slide_index}}', () => {})
    expect(el.textContent).toBe('Slide {{current_slide_index}}')
    // Kept by the plugin as a layer with meta, though it has no span yet.
    expect(content.setMeta(el, { index: 1, count: 3 })).toBe(true)
    await vi.waitFor(() => expect(el.textContent).toBe('Slide 2'))
    expect(content.setMeta(el, { index: 2, count: 3 })).toBe(true)
    expect(el.textContent).toBe('Slide 3')
  })
})
