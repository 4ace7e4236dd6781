import type { PluginContext, TransitionRequest } from '@strata/core'
import type { Backgrounds } from '../backgrounds/backgrounds'
import { createKenBurns } from '../backgrounds/ken-burns'
import type { FamilyCache } from '../families/families'
import type { MotionHost } from './motion-host'
import { createTransitions, type TransitionOptions } from './transition'

/** What moves backgrounds: slide changes and Ken Burns. */
export interface Motion {
  /** The slide-change handler (core's `addTransition`). */
  transition(req: TransitionRequest): Promise<void>
  /** Starts slide `index`'s Ken Burns pan, when it has one. */
  pan(index: number): void
  /** Stops the pan where it is. */
  stopPan(): void
  destroy(): void
}

/**
 * The slide changes' chunk (issue #25): the planner, the runner, the kept slots and Ken Burns.
 * None of it runs before the first paint unless the first slides pan, so it is not in the
 * package's first download; run/lazy-motion.ts loads it and hands it `host`, what it takes from
 * that download (run/motion-host.ts).
 */
export function createMotion(
  ctx: PluginContext,
  bgs: Backgrounds,
  opts: TransitionOptions,
  families: FamilyCache,
  host: MotionHost,
): Motion {
  const transitions = createTransitions(ctx, bgs, opts, families, host)
  const kenBurns = createKenBurns(ctx, bgs, opts.rng, host)
  // Ken Burns is off under reduced motion: one turned on mid-pan stops it where it is.
  const off = ctx.on('motion:change', ({ reduced }) => reduced && kenBurns.stop())
  return {
    transition: transitions.run,
    pan: kenBurns.start,
    stopPan: kenBurns.stop,
    destroy() {
      off()
      kenBurns.stop()
      transitions.destroy()
    },
  }
}
