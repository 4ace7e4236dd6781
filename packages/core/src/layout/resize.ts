import type { Cancel, Scheduler } from '../types/scheduler'

export interface ResizeOptions {
  scheduler: Scheduler
  /** ms of quiet before `onResize` runs (SPEC.md §9). @default 100 */
  delay?: number
  /** On mobile, height-only changes smaller than this are ignored: the address bar. @default 30 */
  mobileThreshold?: number
  /** Whether the mobile threshold applies now. */
  isMobile: () => boolean
}

/**
 * Calls `onResize(width, height)` once an element's size has settled: a ResizeObserver (or the
 * window's resize event where it is missing), debounced by `delay` through the scheduler. The
 * first observation is reported too, so a change between the caller's own first measure and the
 * observer's start is not missed. Returns a function that stops everything.
 */
export function observeResize(
  el: HTMLElement,
  onResize: (width: number, height: number) => void,
  { scheduler, delay = 100, mobileThreshold = 30, isMobile }: ResizeOptions,
): () => void {
  let last: [number, number] | undefined
  let pending: Cancel | undefined

  // Sizes are read when the browser reports them, never in the scheduler's write phase.
  const changed = (w: number, h: number): void => {
    pending?.()
    pending = scheduler.after(delay, () => {
      pending = undefined
      if (last && last[0] === w) {
        const dh = Math.abs(last[1] - h)
        if (!dh || (dh < mobileThreshold && isMobile())) return
      }
      last = [w, h]
      onResize(w, h)
    })
  }

  let stop: () => void
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect
      if (rect) changed(rect.width, rect.height)
    })
    observer.observe(el)
    stop = () => observer.disconnect()
  } else {
    const onWindow = (): void => changed(el.clientWidth, el.clientHeight)
    globalThis.addEventListener('resize', onWindow)
    stop = () => globalThis.removeEventListener('resize', onWindow)
  }
  return () => {
    stop()
    pending?.()
  }
}
