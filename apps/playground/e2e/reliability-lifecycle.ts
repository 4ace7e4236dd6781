import type { Page } from '@playwright/test'
import { embedBrowserFile } from './embed-pages'

/** What is alive on the page: listeners, timers, frames, observed targets, tweens, DOM. */
export interface Live {
  listeners: number
  timers: number
  frames: number
  observed: number
  tweens: number
  html: string
  head: number
}

declare global {
  interface Window {
    __live: () => Omit<Live, 'tweens' | 'html' | 'head'>
  }
}

/**
 * Counts, from before any script of the page runs, every listener added and not removed (a
 * `{ signal }` one until it aborts; `once` ones are left out: they go when they fire), every
 * timeout, interval and animation frame pending, and every target an observer watches.
 */
function instrument() {
  const listeners = new Map<EventTarget, Set<string>>()
  const ids = new WeakMap<object, number>()
  let next = 0
  const idOf = (fn: unknown) => {
    if (typeof fn !== 'function' && (typeof fn !== 'object' || !fn)) return 0
    if (!ids.has(fn)) ids.set(fn, ++next)
    return ids.get(fn)
  }
  const keyOf = (type: string, fn: unknown, options: unknown) =>
    `${type}|${idOf(fn)}|${typeof options === 'boolean' ? options : !!(options as AddEventListenerOptions | undefined)?.capture}`
  const proto = EventTarget.prototype
  const add = proto.addEventListener
  const remove = proto.removeEventListener
  proto.addEventListener = function (this: EventTarget, type, fn, options) {
    const o = typeof options === 'object' ? options : undefined
    if (fn && !o?.once && !o?.signal?.aborted) {
      const key = keyOf(type, fn, options)
      const set = listeners.get(this) ?? new Set()
      listeners.set(this, set.add(key))
      o?.signal?.addEventListener('abort', () => set.delete(key))
    }
    return add.call(this, type, fn, options)
  }
  proto.removeEventListener = function (this: EventTarget, type, fn, options) {
    listeners.get(this)?.delete(keyOf(type, fn, options))
    return remove.call(this, type, fn, options)
  }
  const mql = MediaQueryList.prototype
  const addListener = mql.addListener
  const removeListener = mql.removeListener
  mql.addListener = function (this: MediaQueryList, fn) {
    const set = listeners.get(this) ?? new Set()
    listeners.set(this, set.add(keyOf('change', fn, false)))
    return addListener.call(this, fn)
  }
  mql.removeListener = function (this: MediaQueryList, fn) {
    listeners.get(this)?.delete(keyOf('change', fn, false))
    return removeListener.call(this, fn)
  }

  const timers = new Set<number>()
  const frames = new Set<number>()
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window
  const { requestAnimationFrame: raf, cancelAnimationFrame: caf } = window
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = st(
      (...a: unknown[]) => {
        timers.delete(id)
        if (typeof fn === 'function') fn(...a)
      },
      ms,
      ...args,
    )
    timers.add(id)
    return id
  }) as typeof setTimeout
  window.clearTimeout = (id) => {
    timers.delete(id as number)
    ct(id)
  }
  window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = si(fn, ms, ...args)
    timers.add(id)
    return id
  }) as typeof setInterval
  window.clearInterval = (id) => {
    timers.delete(id as number)
    ci(id)
  }
  window.requestAnimationFrame = (fn) => {
    const id = raf((t) => {
      frames.delete(id)
      fn(t)
    })
    frames.add(id)
    return id
  }
  window.cancelAnimationFrame = (id) => {
    frames.delete(id)
    caf(id)
  }

  const observed = new Map<object, Set<unknown>>()
  for (const name of ['ResizeObserver', 'IntersectionObserver', 'MutationObserver'] as const) {
    const Base = window[name] as unknown as {
      prototype: { observe(t: unknown): void; unobserve?(t: unknown): void; disconnect(): void }
    }
    const { observe, unobserve, disconnect } = Base.prototype
    Base.prototype.observe = function (this: object, target: unknown, ...rest: unknown[]) {
      observed.set(this, (observed.get(this) ?? new Set()).add(target))
      return (observe as (...a: unknown[]) => void).call(this, target, ...rest)
    }
    if (unobserve)
      Base.prototype.unobserve = function (this: object, target: unknown) {
        observed.get(this)?.delete(target)
        return unobserve.call(this, target)
      }
    Base.prototype.disconnect = function (this: object) {
      observed.delete(this)
      return disconnect.call(this)
    }
  }

  const sum = (m: Map<unknown, Set<unknown>>) => [...m.values()].reduce((n, s) => n + s.size, 0)
  // A listener on an element no longer in the document goes with it: only the others can leak.
  const attached = () =>
    [...listeners].reduce(
      (n, [target, set]) => (target instanceof Node && !target.isConnected ? n : n + set.size),
      0,
    )
  window.__live = () => ({
    listeners: attached(),
    timers: timers.size,
    frames: frames.size,
    observed: sum(observed as Map<unknown, Set<unknown>>),
  })
}

/**
 * Opens an empty page (by default on the test server's origin, served by the test itself; or
 * `url`, a page with a `#root`), counted from its first script, with the browser file loaded.
 */
export async function openLifecyclePage(
  page: Page,
  url = '/__reliability/lifecycle',
): Promise<void> {
  // The "slider" browser file: global `Strata` (createSlider, plugins, gsap).
  const browserFile = embedBrowserFile('strata-slider.iife.js')
  await page.addInitScript(instrument)
  await page.route('**/__reliability/lifecycle', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Lifecycle</title></head><body><div id="root" class="site-box" style="width: 960px;"><p>fallback</p></div></body></html>',
    }),
  )
  await page.goto(url)
  await page.addScriptTag({ path: browserFile })
  // GSAP's ticker may run a few frames as the file loads; it sleeps when idle.
  await page.waitForFunction(() => window.__live().frames === 0)
}

/** What is alive now (the browser file's GSAP tweens and the root's markup included). */
export const live = (page: Page): Promise<Live> =>
  page.evaluate(() => {
    const { gsap } = (window as unknown as { Strata: { gsap: typeof import('gsap').gsap } }).Strata
    return {
      ...window.__live(),
      tweens: gsap.globalTimeline.getChildren(true, true, true).length,
      html: document.getElementById('root')?.outerHTML ?? '',
      head: document.head.children.length,
    }
  })

const five = <T>(v: T) => [v, v, v, v, v]
const text = (id: number, words: string) => ({
  id,
  type: 'text',
  rTo: 'slide',
  pos: { x: five(40), y: five(40 + id * 60) },
  content: { text: words },
  tl: {
    in: {
      content: {
        all: [
          { t: 0, d: 0, o: 0, y: 20 },
          { t: 0, d: 60, o: 1, y: 0 },
        ],
      },
    },
    out: {
      content: {
        all: [
          { t: 0, d: 0 },
          { t: 0, d: 40, o: 0 },
        ],
      },
    },
  },
})
const slide = (id: number) => ({
  id,
  slide: { title: `Slide ${id}` },
  layers: {
    0: {
      id: 0,
      type: 'shape',
      subtype: 'slidebg',
      bg: { color: id % 2 ? '#264653' : '#2a9d8f' },
      tl: { in: { bg: { all: [[], { d: 10, tr: 'fade' }] } } },
    },
    1: text(1, `Headline ${id}`),
    2: text(2, `Subline ${id}`),
  },
})

/** A small module with every plugin of the file at work: layers with timelines, fades, nav. */
export const lifecycleModule = {
  settings: {
    title: 'Lifecycle',
    size: { width: five(960), height: five(400) },
    slideshow: { auto: false },
    nav: {
      arrows: { set: true, key: 'hesperiden' },
      bullets: { set: true, key: 'hermes', h: 'center', v: 'bottom' },
    },
    pbar: { set: true },
  },
  slides: { 21: slide(21), 22: slide(22), 23: slide(23) },
}
