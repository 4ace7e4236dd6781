import { createSlider, type RawRecord } from '@strata/core'
import { lazySlides } from '@strata/core/rest'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, type Mock, vi } from 'vitest'
import { fonts } from '../index'

// The page the subset tests share (lazy-subsets, text-subsets): a fake `document.fonts` whose
// Cyrillic files arrive apart, a layers-text stand-in counting relayouts, a site for lazy slide
// `b`, and a module on a provider of its own.

export const text = (family: string, words: string): RawRecord => ({
  type: 'text',
  content: { text: words },
  font: { family, weight: 400 },
})

/** The site's answer to slide `b`'s `slideid`: its layers, once the test calls `release()`. */
export const site = (layers: RawRecord) => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const fetch = (async () => {
    await gate
    return new Response(JSON.stringify({ success: true, slides: { b: { layers } } }))
  }) as typeof globalThis.fetch
  return { fetch, release: () => release() }
}

export const CYRILLIC = /[\u0400-\u04ff]/
/**
 * A `document.fonts` stand-in: `check(spec)` true once `arrive(spec)`; with a text of Cyrillic,
 * true once `arrive(spec, 'cyrillic')` too (its file is a `unicode-range` of its own).
 */
export function fakeFontSet() {
  const loaded = new Set<string>()
  const set = {
    forEach: () => {},
    load: vi.fn((_spec: string, _text?: string) => Promise.resolve([])),
    check: vi.fn(
      (spec: string, words = ' ') =>
        loaded.has(spec) && (!CYRILLIC.test(words) || loaded.has(`${spec} cyrillic`)),
    ),
  }
  Object.defineProperty(document, 'fonts', { value: set, configurable: true })
  return {
    set,
    arrive: (spec: string, subset = '') => loaded.add(subset ? `${spec} ${subset}` : spec),
  }
}

export const relayout: Mock<() => void> = vi.fn()
const textLayers = () => ({
  name: 'layers-text',
  options: {},
  setup: () => ({ api: { relayout } }),
})

let browser: ReturnType<typeof installFakeBrowser>
const roots: HTMLElement[] = []
const sliders: { destroy(): void }[] = []
/** Installs the fake browser per test; destroys the sliders and roots `start` made after it. */
export function useSubsetPage(): void {
  beforeEach(() => {
    browser = installFakeBrowser()
    relayout.mockClear()
  })
  afterEach(() => {
    for (const s of sliders.splice(0)) s.destroy()
    for (const r of roots.splice(0)) r.remove()
    browser.restore()
    Reflect.deleteProperty(document, 'fonts')
  })
}

/** A module of slide `a` (`layers`) and, with `fetch`, lazy slide `b`, on the provider `base`. */
export const start = async (
  layers: RawRecord,
  fetch?: typeof globalThis.fetch,
  settings: RawRecord = {},
  base = 'http://127.0.0.1:9/f',
) => {
  const root = document.createElement('div')
  document.body.append(root)
  roots.push(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, {
    module: {
      settings: { alias: 'fonts-subsets', ...settings },
      slides: {
        a: { id: 'a', layers },
        ...(fetch ? { b: { id: 'b', slide: { lazy: true } } } : {}),
      },
    },
    fetch,
    rest: { ajaxUrl: '/ajax' },
    scheduler,
    plugins: [textLayers(), fonts({ base }), lazySlides()],
  })
  sliders.push(slider)
  await slider.ready
  // The window's neighbours: slide b, still without layers.
  scheduler.tick(100)
  return { slider, scheduler }
}
export const links = () =>
  [...document.head.querySelectorAll('link.strata-font')].map((l) => l.getAttribute('href'))
export const [ROBOTO, LATO] = ['normal 400 16px "Roboto"', 'normal 400 16px "Lato"']
export const calls = (fn: { mock: { calls: [string, string?][] } }) => fn.mock.calls
