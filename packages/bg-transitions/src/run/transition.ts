import type { PluginContext, TransitionRequest } from '@strata/core'
import type { Backgrounds } from '../backgrounds/backgrounds'
import { backgroundAnimation } from '../normalise'
import { crossfadePlan, planTransition } from '../plan/plan'
import type { Rng } from '../plan/rules'
import { resolveAnimation } from '../presets/resolve'
import type { BgAnimation } from '../types'
import { buildPieces } from './pieces'
import { createRunner } from './runner'

export interface TransitionOptions {
  /** Overrides every slide's duration (ms); a shorter one shortens the stagger too. @default undefined */
  duration?: number | undefined
  /** Overrides every slide's `transition`. @default undefined */
  transition?: string | undefined
  rng: Rng
}

/**
 * The slide-change handler: the incoming background comes in over the outgoing one, both drawn
 * as pieces in one `strata-bg-transition` layer over the slides; the layer is removed when the
 * last piece lands, and the promise then settles so the core unlocks.
 */
export function createTransitions(ctx: PluginContext, bgs: Backgrounds, opts: TransitionOptions) {
  const runner = createRunner(ctx.scheduler)
  let layer: HTMLElement | undefined

  const handler = async (req: TransitionRequest): Promise<void> => {
    const slide = ctx.module.slides[req.to]
    const to = bgs.get(req.to)
    if (req.from < 0 || !req.fromElement || !slide || !to) return
    const w = Math.max(1, Math.round(ctx.state.width))
    const h = Math.max(1, Math.round(ctx.state.height))
    const base: BgAnimation = {
      ...backgroundAnimation(slide),
      ...(opts.transition ? { transition: opts.transition, random: false } : {}),
    }
    const anim = resolveAnimation(base, opts.rng, ctx.services.report, `${to.data.path}.tl.in.bg`)
    if (opts.duration !== undefined && !(base.random || base.transition === 'random')) {
      // A shorter run shortens the stagger with it, so the whole change fits the time asked.
      anim.stagger *= Math.min(1, opts.duration / Math.max(1, anim.duration))
      anim.duration = opts.duration
    }
    const plan = req.reducedMotion
      ? crossfadePlan(anim, w, h)
      : planTransition(anim, w, h, req.direction, opts.rng)
    ctx.emit('bg-transitions:transition', {
      from: req.from,
      to: req.to,
      name: plan.name,
      duration: plan.duration,
    })
    const from = bgs.get(req.from)
    // The outgoing copy keeps where Ken Burns left the background, so nothing jumps.
    const panned = from?.el.style.transform ? `;transform:${from.el.style.transform}` : ''
    const out = from ? from.css + panned : 'background-color:transparent'
    const built = buildPieces(req.toElement.ownerDocument, plan, to.css, out, w, h)
    layer?.remove()
    layer = built.layer
    req.toElement.parentElement?.append(built.layer)
    try {
      await runner.play(built.tracks)
    } finally {
      built.layer.remove()
      if (layer === built.layer) layer = undefined
    }
  }

  const off = ctx.addTransition(handler)
  return {
    destroy() {
      off()
      runner.stop()
      layer?.remove()
    },
  }
}
