import type { PluginContext } from '@strata/core'
import { amount, scalar } from '../plan/lengths'
import { rest } from '../plan/pose'
import type { Rng } from '../plan/rules'
import type { MotionHost } from '../run/motion-host'
import { createRunner } from '../run/runner'
import type { Backgrounds } from './backgrounds'
import { readPan } from './pan'

/** Ken Burns on the current slide's background (run/lazy-motion.ts says when). */
export interface KenBurns {
  /** Starts slide `index`'s pan when its background has one (and motion is not reduced). */
  start(index: number): void
  /** Stops the pan where it is: its pose stays inline, where a slide change reads it. */
  stop(): void
}

/**
 * Ken Burns: the current slide's background moves through its `pan` track (scale, offset,
 * rotation) over the slide's length. Part of the slide changes' chunk (run/motion-chunk.ts),
 * which `prepare` loads before the first paint when the first slides pan.
 */
export function createKenBurns(
  ctx: PluginContext,
  bgs: Backgrounds,
  rng: Rng,
  host: MotionHost,
): KenBurns {
  // The pan runs as a browser animation (issue #25: a slide's whole length with no script a
  // frame); leaving the slide writes where it is inline, where the change reads it.
  const runner = createRunner(ctx.scheduler, host, { compositor: true })
  const tools = { amount, scalar, rest, isRec: host.isRec }
  return {
    start(index) {
      runner.stop()
      const bg = bgs.get(index)
      const slide = ctx.module.slides[index]
      if (!bg || !slide || bg.data.pan === undefined || ctx.state.reducedMotion) return
      const pan = readPan(bg.data.pan, rng, tools, ctx.state.level)
      if (!pan) return
      void runner.play([
        { el: bg.el, ...pan, delay: 0, duration: slide.slideshow.length, perspective: 0 },
      ])
    },
    stop: runner.stop,
  }
}
