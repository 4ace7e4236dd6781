// vitest: fresh modules
import type { PrepareContext } from '@strata/core'
import { describe, expect, it, vi } from 'vitest'
import { testLayer } from '../test-layers'

const context = {
  signal: new AbortController().signal,
  report: () => {},
} as unknown as PrepareContext

/** A fresh copy of the package: each test starts with no chunk loaded. */
const fresh = async () => {
  vi.resetModules()
  const { layersText } = await import('../plugin')
  const content = await import('./index')
  return { plugin: layersText(), content }
}

const TOGGLE = { content: { text: 'Off' }, toggle: { text: 'On' } }

/** A layer element wired by `wireToggle`, its listeners going with `signal`. */
function wired(content: Awaited<ReturnType<typeof fresh>>['content'], signal: AbortSignal) {
  const layer = testLayer(TOGGLE)
  const { element } = content.createLayerElements(document, layer, () => {})
  content.wireToggle(element, layer, signal, () => {})
  return element
}
/** Lets the chunk's load settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('toggle text is a chunk of its own, loaded only for modules that have one (docs/performance.md)', () => {
  it('prepare loads it for a toggle text, then a click swaps the texts', async () => {
    const { plugin, content } = await fresh()
    await plugin.prepare?.(
      { id: 'm', slides: { 1: { id: 1, layers: { a: { id: 'a', type: 'text', ...TOGGLE } } } } },
      context,
    )
    const el = wired(content, new AbortController().signal)
    await settle()
    expect(el.getAttribute('aria-pressed')).toBe('false')
    el.click()
    expect([el.textContent, el.getAttribute('aria-pressed')]).toEqual(['On', 'true'])
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(el.textContent).toBe('Off')
  })

  it('a layer built before the chunk came swaps once it is in; a released one never does', async () => {
    const { content } = await fresh()
    const el = wired(content, new AbortController().signal)
    const gone = new AbortController()
    const released = wired(content, gone.signal)
    gone.abort()
    await settle()
    for (const e of [el, released]) e.click()
    expect(el.textContent).toBe('On')
    expect(released.textContent).toBe('Off')
  })
})
