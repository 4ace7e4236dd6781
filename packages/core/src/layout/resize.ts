import type { Cancel, Scheduler } from '../types/scheduler'

/** ms of quiet before `onResize` runs (docs/behaviour.md §9). */
const RESIZE_DELAY = 100
/** On mobile, height-only changes smaller than this are ignored: the address bar. */
const MOBILE_THRESHOLD = 30

/**
 * Calls `onResize(width, height)` (the width of the border box) once an element's size has
 * settled: a ResizeObserver (or the window's resize event where it is missing), debounced by
 * `RESIZE_DELAY` through `scheduler`.
 * The first observation is reported too, so a change between the caller's own first measure and
 * the observer's start is not missed. `isMobile` says whether the mobile threshold applies now.
 * Returns a function that stops everything.
 */
export function observeResize(
  el: HTMLElement,
  onResize: (width: number, height: number) => void,
  scheduler: Scheduler,
  isMobile: () => boolean,
): () => void {
  let lastWidth = -1
  let lastHeight = 0
  let pending: Cancel | undefined

  // Sizes are read when the browser reports them, never in the scheduler's write phase.
  const changed = (width: number, height: number): void => {
    pending?.()
    pending = scheduler.after(RESIZE_DELAY, () => {
      const dh = Math.abs(lastHeight - height)
      if (width === lastWidth && (!dh || (dh < MOBILE_THRESHOLD && isMobile()))) return
      lastWidth = width
      lastHeight = height
      onResize(width, height)
    })
  }
  const onWindow = (): void => changed(el.getBoundingClientRect().width, el.clientHeight)
  const observer =
    typeof ResizeObserver === 'function' &&
    new ResizeObserver((entries) => {
      // The border box, as the module's first measure reads it (`getBoundingClientRect`), so
      // the size reported is the one to lay out at and no one need read it again.
      for (const { borderBoxSize, contentRect } of entries)
        changed(borderBoxSize?.[0]?.inlineSize ?? contentRect.width, contentRect.height)
    })
  if (observer) observer.observe(el)
  else addEventListener('resize', onWindow)
  return () => {
    if (observer) observer.disconnect()
    else removeEventListener('resize', onWindow)
    pending?.()
  }
}
