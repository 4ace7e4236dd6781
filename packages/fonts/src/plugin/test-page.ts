import { createSlider, type SliderOptions } from '@strata/core'
import { adoptedRules, createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, type Mock, vi } from 'vitest'

// The page the fonts() tests of a mounted slider share: a fake `document.fonts`, a site answering
// lazy slide `b`, a layers-text stand-in counting relayouts, and sliders mounted per test.

/** The site's answer to slide `b`'s `slideid`: its layers, once the test calls `release()`. */
export function site(layers: unknown) {
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

/** Stands in for @strata/layers-text: counts the relayouts asked of it. */
export const relayout: Mock<() => void> = vi.fn()
export function textLayers() {
  return { name: 'layers-text', options: {}, setup: () => ({ api: { relayout } }) }
}

let browser: ReturnType<typeof installFakeBrowser>
const roots: HTMLElement[] = []
const sliders: { destroy(): void }[] = []
/** Installs the fake browser per test; destroys the sliders and roots `mount` made after it. */
export function usePage(): void {
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

/**
 * A slider on a new root, with a fake scheduler, once ready; with `neighbours`, the window's
 * neighbours are built too (for a lazy slide: still without its layers).
 */
export async function mount(options: Omit<SliderOptions, 'scheduler'>, neighbours = true) {
  const root = document.createElement('div')
  document.body.append(root)
  roots.push(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, { ...options, scheduler })
  sliders.push(slider)
  await slider.ready
  if (neighbours) scheduler.tick(100)
  return { slider, scheduler, root }
}

export function links() {
  return [...document.head.querySelectorAll('link.strata-font')].map((l) => l.getAttribute('href'))
}

/** The CSS of the sheets the document adopted (the fonts' fallbacks), as the DOM writes it back. */
export function adoptedCss(): string {
  return adoptedRules().join('\n')
}

/** The start of a layer's fallback rule in `root`'s scope (as it is now), as the DOM prints it. */
export function fallbackRule(root: HTMLElement) {
  const scope = root.getAttribute('data-strata-fonts')
  return (slide: string, id: string, family: string) =>
    `[data-strata-fonts="${scope}"] [data-slide-id="${slide}"] [data-layer-id="${id}"] { font-family: ${family}, strata-fallback-${scope}-`
}
