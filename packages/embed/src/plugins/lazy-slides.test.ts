import { createSlider } from '@strata/core'
import { describePluginContract } from '@strata/core/testing'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { lazySlides } from './lazy-slides'

// The contract runs on fake timers, which a first module load does not finish under: the REST
// code is in before it, as it is for a page where a module already loaded it.
beforeAll(async () => {
  await import('@strata/core/rest')
})

describePluginContract('lazySlides', () => lazySlides())

describe("the browser files' lazySlides: core's, its REST code loaded in prepare", () => {
  it('keeps the data and, once set up, fetches a lazy slide’s layers by slideid as core’s does', async () => {
    const calls: string[] = []
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(String(init?.body))
      const layers = { 9: { id: 9, type: 'text', content: { text: 'Came later' } } }
      return new Response(JSON.stringify({ success: true, slides: { 2: { layers } } }))
    })
    const plugin = lazySlides({ ahead: 1 })
    const data = { id: 'm' }
    await expect(plugin.prepare?.(data, {} as never)).resolves.toBeUndefined()
    const root = document.createElement('div')
    document.body.append(root)
    const loaded: number[] = []
    const slider = createSlider(root, {
      module: {
        id: 'SR7_5_1',
        settings: { alias: 'lazy' },
        slides: {
          1: { id: 1, slide: { order: 1 }, layers: [] },
          2: { id: 2, slide: { order: 2, lazy: true }, layers: [] },
        },
      },
      fetch: fetch as unknown as typeof globalThis.fetch,
      rest: { ajaxUrl: '/ajax' },
      plugins: [lazySlides({ ahead: 1, onLoaded: (index) => loaded.push(index) })],
    })
    await slider.ready
    await vi.waitFor(() => expect(loaded).toEqual([1]))
    expect(calls.some((body) => /slideid/.test(body))).toBe(true)
    slider.destroy()
    root.remove()
  })
})
