// vitest: fresh modules (the scroll chunk must not be in yet when the module is destroyed)
import { createSlider } from '@strata/core'
import { SCROLL_BASED_ATTRIBUTE } from '@strata/core/page'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { gsap } from 'gsap'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parallax } from '../index'
import { PARALLAX_CHUNK } from '../plugin/runtime-chunk'
import { motionModule } from '../plugin/test-module'
import { scrollLoadsSettled, scrollMotion } from './lazy'

// The runtime chunk loaded once first: the contract's fake timers do not wait for the runner to
// transform it (a page's first module waits for it in `prepare`).
await PARALLAX_CHUNK.load()

afterEach(() => {
  vi.restoreAllMocks()
})

type Calls = readonly (readonly unknown[])[]
/** Event types added and not removed (by type and handler). */
const unremoved = (adds: Calls, removes: Calls) =>
  adds
    .filter(([type, fn]) => !removes.some(([t, f]) => t === type && f === fn))
    .map(([type]) => String(type))

describe("a module destroyed before the scroll code arrives (docs/plugin-authors.md 'destroy')", () => {
  it('leaves nothing running once the chunk is in: no listener, interval, frame or trigger', async () => {
    // A page with GSAP global (as its script-tag build leaves it): importing ScrollTrigger
    // registers it at once, listeners and all.
    const global = globalThis as { gsap?: typeof gsap }
    global.gsap = gsap
    const browser = installFakeBrowser()
    const scheduler = createFakeScheduler()
    const root = document.createElement('div')
    root.getBoundingClientRect = () => new DOMRect(0, 2000, 800, 400)
    document.body.append(root)
    const slider = createSlider(root, {
      module: motionModule({ mod: { use: true, type: 'scroll' }, sbt: { use: true } }),
      plugins: [layersText(), parallax()],
      scheduler,
    })
    // Set up (the plugin marks the module scroll-based and asks for the chunk), not yet in.
    for (let i = 0; i < 40 && !root.hasAttribute(SCROLL_BASED_ATTRIBUTE); i++) {
      scheduler.tick(16)
      await Promise.resolve()
    }
    expect(root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(true)
    expect(scrollMotion()).toBeUndefined()
    slider.destroy()
    const spies = [window, document, document.documentElement, document.body].map((target) => ({
      add: vi.spyOn(target, 'addEventListener'),
      remove: vi.spyOn(target, 'removeEventListener'),
    }))
    const interval = vi.spyOn(globalThis, 'setInterval')
    const cleared = vi.spyOn(globalThis, 'clearInterval')
    await scrollLoadsSettled()
    const code = scrollMotion()
    expect(code).toBeDefined()
    for (const { add, remove } of spies)
      expect(unremoved(add.mock.calls, remove.mock.calls)).toEqual([])
    const ids = interval.mock.results.map((r) => r.value)
    expect(ids.filter((id) => !cleared.mock.calls.some(([c]) => c === id))).toEqual([])
    const { ScrollTrigger } = await import('gsap/ScrollTrigger')
    expect(ScrollTrigger.getAll()).toEqual([])
    expect(scheduler.size()).toBe(0)
    expect(root.innerHTML).toBe('')
    expect(root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(false)
    root.remove()
    browser.restore()
    delete global.gsap
  })
})
