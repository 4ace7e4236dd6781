import type { Scheduler } from '@strata/core'
import { passProgress } from '../math/scroll'

export interface ScrollSourceOptions {
  root: HTMLElement
  scheduler: Scheduler
  onProgress(progress: number): void
  /** Work is on: in view and motion allowed. */
  active(): boolean
}

export interface ScrollSource {
  /** Measure again in the next read phase (a slide or layout changed). */
  refresh(): void
  destroy(): void
}

/**
 * The module's pass through the viewport (0 entering, 1 leaving), measured once per frame in the
 * scheduler's read phase however many scroll events arrive: the read comes before any write of
 * the frame, so it never forces a layout.
 */
export function createScrollSource(o: ScrollSourceOptions): ScrollSource {
  const win = o.root.ownerDocument.defaultView ?? window
  const abort = new AbortController()
  let cancel: (() => void) | undefined
  const measure = () => {
    cancel = undefined
    if (!o.active()) return
    const { top, height } = o.root.getBoundingClientRect()
    o.onProgress(passProgress(top, height, win.innerHeight))
  }
  const refresh = () => {
    cancel ??= o.scheduler.read(measure)
  }
  const opts = { passive: true, signal: abort.signal }
  win.addEventListener('scroll', refresh, opts)
  win.addEventListener('resize', refresh, opts)
  return {
    refresh,
    destroy() {
      abort.abort()
      cancel?.()
    },
  }
}
