import {
  APPEAR_CHECK_MS,
  type AppearOptions,
  appearThreshold,
  FLAGGED_THRESHOLD,
} from './appear-options'

/** Share of `el`'s height inside the window's viewport (for the polled fallback). */
function visibleShare(el: Element, win: Window): number {
  const { top, bottom, height } = el.getBoundingClientRect()
  if (height <= 0) return 0
  return Math.max(0, Math.min(bottom, win.innerHeight) - Math.max(top, 0)) / height
}

/**
 * Calls `onAppear` once, when at least the threshold's share of `el` is in view: an
 * IntersectionObserver, or a check every 100 ms where it is missing. Returns a stop. The
 * on-demand part of `observeAppear` (./appear.ts).
 */
export function watchAppear(el: Element, onAppear: () => void, options: AppearOptions = {}) {
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
