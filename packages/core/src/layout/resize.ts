import type { Cancel, Scheduler } from '../types/scheduler'

export interface ResizeOptions {
  scheduler: Scheduler
  /** ms of quiet before `onResize` runs (docs/behaviour.md §9). @default 100 */
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
  let lastWidth = -1
  let lastHeight = 0
  let pending: Cancel | undefined

  // Sizes are read when the browser reports them, never in the scheduler's write phase.
  const changed = (width: number, height: number): void => {
    pending?.()
    pending = scheduler.after(delay, () => {
      const dh = Math.abs(lastHeight - height)
      if (width === lastWidth && (!dh || (dh < mobileThreshold && isMobile()))) return
      lastWidth = width
      lastHeight = height
      onResize(width, height)
    })
  }
  const onWindow = (): void => changed(el.clientWidth, el.clientHeight)
  const observer =
    typeof ResizeObserver === 'function' &&
    new ResizeObserver((entries) => {
      for (const { contentRect } of entries) changed(contentRect.width, contentRect.height)
    })
  if (observer) observer.observe(el)
  else addEventListener('resize', onWindow)
  return () => {
    if (observer) observer.disconnect()
    else removeEventListener('resize', onWindow)
    pending?.()
  }
}
