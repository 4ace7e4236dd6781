import type { PluginContext } from '@strata/core'
import type { Rng } from '../plan/rules'
import { createRunner } from '../run/runner'
import type { Backgrounds } from './backgrounds'
import { readPan } from './pan'

/**
 * Ken Burns: the current slide's background moves through its `pan` track (scale, offset,
 * rotation) over the slide's length; leaving the slide stops it.
 */
export function createKenBurns(ctx: PluginContext, bgs: Backgrounds, rng: Rng) {
  const runner = createRunner(ctx.scheduler)
  const start = (index: number): void => {
    runner.stop()
    const bg = bgs.get(index)
    const slide = ctx.module.slides[index]
    const pan = bg?.data.pan !== undefined ? readPan(bg.data.pan, rng, ctx.state.level) : undefined
    if (!bg || !slide || !pan || ctx.state.reducedMotion) return
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
      for (const off of offs) off()
      runner.stop()
    },
  }
}
