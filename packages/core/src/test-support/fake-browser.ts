/**
 * Test doubles for browser APIs happy-dom leaves inert: an IntersectionObserver the test drives,
 * and a prefers-reduced-motion media query it can flip. Exported by `@strata/core/testing`, so
 * plugin packages' suites mount sliders the same way core's do.
 */
import { vi } from 'vitest'

type IOCallback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void

export interface FakeBrowserOptions {
  /** Observed elements are reported in view as soon as they are observed. @default true */
  inView?: boolean
  /** What the prefers-reduced-motion query answers at first. @default false */
  reducedMotion?: boolean
  /** Stub matchMedia; false leaves the one a test installed itself. @default true */
  matchMedia?: boolean
}

/**
 * Stubs IntersectionObserver (and matchMedia unless told not to) for a happy-dom suite. Returns
 * handles to move observed elements in or out of view, flip reduced motion, count observers and
 * motion listeners, and `restore()` every stubbed global.
 */
export function installFakeBrowser(options: FakeBrowserOptions = {}) {
  const observers = new Set<{ callback: IOCallback; targets: Element[] }>()
  let reduced = options.reducedMotion ?? false
  const motionListeners = new Set<(event: { matches: boolean }) => void>()

  class FakeIntersectionObserver {
    private entry: { callback: IOCallback; targets: Element[] }
    constructor(callback: IOCallback) {
      this.entry = { callback, targets: [] }
      observers.add(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
      if (options.inView ?? true)
        queueMicrotask(() => this.entry.callback([{ isIntersecting: true, target }]))
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry)
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  if (options.matchMedia !== false)
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('reduce') && reduced
      },
      media: query,
      addEventListener: (_: string, fn: (event: { matches: boolean }) => void) =>
        motionListeners.add(fn),
      removeEventListener: (_: string, fn: (event: { matches: boolean }) => void) =>
        motionListeners.delete(fn),
    }))

  return {
    /** Moves every observed element into or out of the viewport. */
    setInView(isIntersecting: boolean) {
      for (const { callback, targets } of observers) {
        callback(targets.map((target) => ({ isIntersecting, target })))
      }
    },
    setReducedMotion(value: boolean) {
      reduced = value
      for (const fn of motionListeners) fn({ matches: value })
    },
    observerCount: () => observers.size,
    motionListenerCount: () => motionListeners.size,
    restore: () => vi.unstubAllGlobals(),
  }
}

/** A module in docs/data-format/README.md's shape with `count` slides titled "Slide N". */
export function sampleModule(count: number, settings: Record<string, unknown> = {}) {
  const slides: Record<string, unknown> = {}
  for (let i = 1; i <= count; i++) {
    slides[String(i)] = { id: i, slide: { title: `Slide ${i}`, order: i }, layers: {} }
  }
  return { id: 'SR7_5_1', settings: { title: 'Demo', alias: 'demo', ...settings }, slides }
}
