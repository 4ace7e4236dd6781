import type { PluginContext } from '@strata/core'
import { isRec } from '@strata/core/kit'
import type { FamilyCache } from '../families/families'
import { amount, scalar } from '../plan/lengths'
import { rest } from '../plan/pose'
import type { Rng } from '../plan/rules'
import { createRunner } from '../run/runner'
import type { Backgrounds } from './backgrounds'

const TOOLS = { amount, scalar, rest, isRec }

/**
 * Ken Burns: the current slide's background moves through its `pan` track (scale, offset,
 * rotation) over the slide's length; leaving the slide stops it. The pan reader is an on-demand
 * chunk (`prepare` loads it when the data has a pan): a slide current before it arrives starts
 * its pan when it does; a failed load is reported and the background stays still.
 */
export function createKenBurns(
  ctx: PluginContext,
  bgs: Backgrounds,
  rng: Rng,
  families: FamilyCache,
) {
  // The pan runs as a browser animation (issue #25: a slide's whole length with no script a
  // frame); leaving the slide writes where it is inline, where the change reads it.
  const runner = createRunner(ctx.scheduler, { compositor: true })
  let live = true
  const start = (index: number): void => {
    runner.stop()
    const bg = bgs.get(index)
    const slide = ctx.module.slides[index]
    if (!bg || !slide || bg.data.pan === undefined || ctx.state.reducedMotion) return
    const reader = families.loaded.pan
    if (!reader) {
      families.load(['pan']).then(
        () => live && ctx.state.index === index && bgs.get(index) === bg && start(index),
        (error: unknown) =>
          live &&
          ctx.services.report(
            `${bg.data.path}.tl.in.pan`,
            `Ken Burns could not be loaded (${(error as Error)?.message ?? error})`,
          ),
      )
      return
    }
    const pan = reader.readPan(bg.data.pan, rng, TOOLS, ctx.state.level)
    if (!pan) return
    void runner.play([
      { el: bg.el, ...pan, delay: 0, duration: slide.slideshow.length, perspective: 0 },
    ])
  }
  const offs = [
    ctx.on('slide:after', ({ index }) => start(index)),
    ctx.on('module:ready', () => start(ctx.state.index)),
    ctx.on('slide:before', () => runner.stop()),
  ]
  return {
    destroy() {
      live = false
      for (const off of offs) off()
      runner.stop()
    },
  }
}
