import type { Reporter } from '../../../types/plugin'
import type { Cancel } from '../../../types/scheduler'
import { SCROLL_DEFAULTS } from './scroll-defaults'
import type { ScrollOptions, scrollToAnchor as scrollNow } from './scroll-to'

/** What the scroll chunk gives: its scroll function (a plain object, not the module namespace). */
interface ScrollModule {
  scrollToAnchor: typeof scrollNow
}

let loaded: ScrollModule | undefined
let loading: Promise<ScrollModule> | undefined

/** The scroll code, fetched once at the first scroll (a page that never scrolls never loads it). */
export function loadScroll(): Promise<ScrollModule> {
  loading ??= import('./scroll-to').then(
    (m) => {
      loaded = m
      return m
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Whether the scroll code is in (tests: it loads only when something scrolls). */
export function scrollLoaded(): boolean {
  return loaded !== undefined
}

const warn: Reporter = (path, message) => console.warn(`[strata] ${path}: ${message}`)

/**
 * docs/behaviour.md §2 "Scroll to anchor": scrolls the window to `target` (an element, or an element id
 * with or without '#', or a document y in px) with offset, speed and easing. The target is capped
 * at document height − viewport − 1 and not scrolled to when below 0. Returns a cancel. The
 * first call fetches the scroll code and starts once it is in; a failed fetch is reported under
 * `anchor` and ends with `done(false)`.
 */
export function scrollToAnchor(
  target: Element | string | number,
  options: ScrollOptions = {},
): Cancel {
  if (loaded) return loaded.scrollToAnchor(target, options, SCROLL_DEFAULTS)
  let cancel: Cancel | undefined
  let cancelled = false
  loadScroll().then(
    (m) => {
      if (!cancelled) cancel = m.scrollToAnchor(target, options, SCROLL_DEFAULTS)
    },
    (error: unknown) => {
      if (cancelled) return
      ;(options.report ?? warn)('anchor', `could not load the scroll code (${error}); not scrolled`)
      options.done?.(false)
    },
  )
  return () => {
    if (cancelled) return
    cancelled = true
    if (cancel) cancel()
    else options.done?.(false)
  }
}
