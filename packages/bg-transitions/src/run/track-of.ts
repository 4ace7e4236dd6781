import type { PiecePlan, TransitionPlan } from '../plan/plan-types'
import type { Track } from './runner'

/** The track that moves `el` through piece `p` of `plan`. */
export function trackOf(el: HTMLElement, p: PiecePlan, plan: TransitionPlan, ease: string): Track {
  return {
    el,
    from: p.from,
    to: p.to,
    delay: p.delay,
    duration: plan.duration,
    ease,
    perspective: plan.perspective,
    dip: p.dip ?? 0,
    pivot: p.pivot ?? 0,
  }
}
