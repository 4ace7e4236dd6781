// The planner with every family in it, for tests that plan without a slider (not exported: the
// package's entry would then hold grids and 3D, which the plugin loads on demand).
import * as d3 from '../families/d3'
import * as grid from '../families/grid'
import type { BgAnimation } from '../types'
import { planWith, type TransitionPlan } from './plan'
import { gridCount, type Rng } from './rules'

/**
 * What a slide change animates, for a resolved animation (see `resolveAnimation`) on a `w` × `h`
 * canvas going `direction`: the incoming pieces (a `rows` × `columns` grid, each `stagger` ms
 * after the one before in the animation's stagger order), the outgoing background if it moves,
 * and the 3D perspective.
 */
export function planTransition(
  anim: BgAnimation & { name: string },
  w: number,
  h: number,
  direction: 1 | -1,
  rng: Rng,
): TransitionPlan {
  return planWith(anim, w, h, direction, rng, { grid, d3 }, gridCount)
}
