/** docs/behaviour.md §9 "Appear offset thresholds": the share of an element in view that counts as seen. */
export const APPEAR_THRESHOLDS = {
  full: 1,
  none: 0.05,
  quarter: 0.25,
  auto: 0.5,
  almost: 0.7,
  partial: 0.33,
  default: 0.25,
} as const

export type AppearOffset = keyof typeof APPEAR_THRESHOLDS
/** docs/behaviour.md §9: flagged elements are observed at this share, after their delay. */
export const FLAGGED_THRESHOLD = 0.3
/** docs/behaviour.md §9: the appear check interval where IntersectionObserver is missing. */
export const APPEAR_CHECK_MS = 100

/** The threshold of a named offset, or a number clamped to 0..1; unknown names get default. */
export function appearThreshold(offset: unknown): number {
  if (typeof offset === 'number' && Number.isFinite(offset)) return Math.min(1, Math.max(0, offset))
  const key = typeof offset === 'string' ? offset.trim().toLowerCase() : ''
  // Own names only: `constructor` is no offset.
  return Object.hasOwn(APPEAR_THRESHOLDS, key)
    ? APPEAR_THRESHOLDS[key as AppearOffset]
    : APPEAR_THRESHOLDS.default
}

export interface AppearOptions {
  /** A named offset or a share 0..1. @default 'default' (0.25) */
  offset?: AppearOffset | number
  /** A flagged element: observed at 0.3 once `delay` ms have passed. @default false */
  flagged?: boolean
  /** ms before a flagged element is observed. @default 0 */
  delay?: number
}

/** Share of `el`'s height inside the window's viewport (for the polled fallback). */
function visibleShare(el: Element, win: Window): number {
  const { top, bottom, height } = el.getBoundingClientRect()
  if (height <= 0) return 0
  return Math.max(0, Math.min(bottom, win.innerHeight) - Math.max(top, 0)) / height
}

/**
 * Calls `onAppear` once, when at least the threshold's share of `el` is in view: an
 * IntersectionObserver, or a check every 100 ms where it is missing. Returns a stop.
 */
export function observeAppear(el: Element, onAppear: () => void, options: AppearOptions = {}) {
  const threshold = options.flagged ? FLAGGED_THRESHOLD : appearThreshold(options.offset)
  const win = el.ownerDocument.defaultView ?? globalThis.window
  let stopWatch = () => {}
  const seen = () => {
    stopWatch()
    onAppear()
  }
  const watch = () => {
    if (typeof IntersectionObserver === 'function') {
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) seen()
        },
        { threshold },
      )
      io.observe(el)
      stopWatch = () => io.disconnect()
    } else {
      const id = win.setInterval(
        () => visibleShare(el, win) >= threshold && seen(),
        APPEAR_CHECK_MS,
      )
      stopWatch = () => win.clearInterval(id)
    }
  }
  const delay = options.flagged ? (options.delay ?? 0) : 0
  if (delay > 0) {
    const id = win.setTimeout(watch, delay)
    stopWatch = () => win.clearTimeout(id)
  } else watch()
  return () => stopWatch()
}
