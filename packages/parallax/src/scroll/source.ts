import type { Cancel, Scheduler } from '@strata/core'
import { ScrollTrigger } from 'gsap/ScrollTrigger'
import type { GsapHost } from './motion'
import { useScrollTrigger } from './trigger-use'

export interface ScrollSourceOptions {
  root: HTMLElement
  /** Re-measures run in its read phase, before any write of the frame. */
  scheduler: Scheduler
  /** The module's pass changed (0 entering at the viewport's bottom, 1 leaving at its top). */
  onProgress(progress: number): void
}

export interface ScrollSource {
  /** Measure the module's place on the page again (a slide or the layout changed). */
  refresh(): void
  destroy(): void
}

/**
 * The module's pass through the viewport (docs/data-format/parallax.md "The pass"), from a GSAP
 * ScrollTrigger over the module, `top bottom` to `bottom top`. ScrollTrigger measures the
 * module's place when the layout changes (its refresh) and turns each scroll into progress from
 * the scroll position alone, so a scrolled frame reads no element box. `host`: core's helpers
 * (../plugin/host.ts) and GSAP (./motion.ts).
 */
export function createScrollSource(o: ScrollSourceOptions, host: GsapHost): ScrollSource {
  const release = useScrollTrigger(host)
  const report = (self: ScrollTrigger) => o.onProgress(self.progress)
  let pending: Cancel | undefined
  const trigger = ScrollTrigger.create({
    trigger: o.root,
    // The page's scroll, named by its root element: ScrollTrigger keeps its scroller listeners
    // there and takes them all off when it stops (given the window, one pair stays behind).
    scroller: o.root.ownerDocument.documentElement,
    start: 'top bottom',
    end: 'bottom top',
    onUpdate: report,
    onRefresh: report,
  })
  return {
    refresh() {
      pending ??= o.scheduler.read(() => {
        pending = undefined
        trigger.refresh()
      })
    },
    destroy() {
      pending?.()
      trigger.kill()
      release()
    },
  }
}
