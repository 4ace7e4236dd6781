import { createSlider, type RawRecord } from '@strata/core'
import { adoptedRules, createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { vi } from 'vitest'
import { loadsSettled } from './lazy'
import { nav } from './plugin'

/** A module in docs/data-format/README.md's shape (export keys) with `count` slides and the given nav / pbar settings. */
export function navModule(count: number, settings: RawRecord = {}): RawRecord {
  const slides: RawRecord = {}
  for (let i = 1; i <= count; i++) {
    slides[String(i)] = {
      id: i,
      slide: { title: `Slide ${i}`, order: i, description: `About ${i}`, thumb: `t${i}.jpg` },
      layers: {},
    }
  }
  return { id: 'nav', settings: { title: 'Nav', alias: 'nav', ...settings }, slides }
}

/** Every control, input and the progress bar turned on, as `navModule`'s settings. */
export const EVERY_CONTROL = {
  nav: {
    arrows: { set: true },
    bullets: { set: true },
    tabs: { set: true },
    thumbs: { set: true },
    scrubber: { set: true },
    keyboard: { set: true },
    s: { use: true, desk: true },
    m: { use: true },
  },
  pbar: { set: true },
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A slider with the nav plugin on a fake clock, in a document-attached root. With `loads` false
 * it returns at `ready`, before the on-demand controls have landed.
 */
export async function mountNav(
  module: RawRecord,
  options: Parameters<typeof nav>[0] = {},
  loads = true,
) {
  // matchMedia stays the page's: a reduced-motion test installs its own.
  installFakeBrowser({ matchMedia: false })
  // happy-dom lays nothing out: core's zero-width warning is expected here. console.error is
  // left alone: the shared setup fails a test that logs one without `expectConsoleError`.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // The sheets of sliders other tests left (the shared environment): navCss reads this one's.
  document.adoptedStyleSheets = []
  const root = document.createElement('div')
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, { module, plugins: [nav(options)], scheduler })
  await slider.ready
  // Tabs, thumbnails, scrubber, progress bar and the template sanitiser load on demand.
  if (loads) {
    await loadsSettled()
    await settle()
  }
  const step = async (ms = 16) => {
    scheduler.tick(ms)
    await settle()
  }
  const done = () => {
    slider.destroy()
    root.remove()
    vi.unstubAllGlobals()
  }
  return { root, slider, scheduler, step, done }
}

/**
 * The CSS of the sheets the document adopted (nav's own, `ownSheet`), one rule a line as the DOM
 * writes it back, without the spaces it adds around punctuation and before `!important` or its
 * last semicolons, so expectations read as authored.
 */
export function navCss(): string {
  return adoptedRules()
    .map((rule) =>
      rule
        .replace(/\s*([{};:,>])\s*/g, '$1')
        .replace(/\s+!important/g, '!important')
        .replace(/;}/g, '}'),
    )
    .join('\n')
}

/** `navModule` with the given slide ids (1-based) hidden from navigation (`hfn`). */
export function hfn(module: RawRecord, ...ids: string[]): RawRecord {
  const slides = module.slides as Record<string, { slide: RawRecord }>
  for (const id of ids) if (slides[id]) slides[id].slide.slideshow = { hfn: true }
  return module
}

/** Dispatches a touch pointer event of pointer 7 at `clientX` (y 50) on `target` (test helper). */
export function touch(target: HTMLElement, type: string, clientX: number): boolean {
  return target.dispatchEvent(
    new PointerEvent(type, {
      pointerId: 7,
      pointerType: 'touch',
      clientX,
      clientY: 50,
      bubbles: true,
    }),
  )
}

/**
 * Makes core measure the module at `width()` px wide (read at each measure, so a test resizes by
 * changing it and asking for a layout) and 400 px high, with no ResizeObserver to ask for one.
 */
export function measureAt(width: () => number): void {
  vi.stubGlobal('ResizeObserver', undefined)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    const w = width()
    const rect = { width: w, height: 400, top: 0, left: 0, right: w, bottom: 400, x: 0, y: 0 }
    return { ...rect, toJSON: () => rect }
  })
}
