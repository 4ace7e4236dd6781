import type { PlanFamilies } from '../families/family-types'
import type { BgAnimation, BgMotion } from '../types'
import { directed, staggerOrder } from './direction'
import { amount, scalar } from './lengths'
import type { PiecePlan, Rect, TransitionPlan } from './plan-types'
import { NO_FILTER, type Pose, rest } from './pose'
import type { GridCount, Rng } from './rules'

export type { PiecePlan, Rect, TransitionPlan } from './plan-types'

/** A pose from `in`/`out` values, mirrored going backwards (the direction rule). */
function poseOf(m: BgMotion, rng: Rng, direction: 1 | -1): Pose {
  const o = directed(
    { x: amount(m.x, rng), y: amount(m.y, rng), rotation: scalar(m.rotation, rng, 0, 1) },
    direction,
  )
  return {
    ...rest(),
    ...o,
    scaleX: scalar(m.scaleX, rng, 1),
    scaleY: scalar(m.scaleY, rng, 1),
    opacity: scalar(m.opacity, rng, 1),
  }
}

function whole(width: number, height: number): Rect {
  return { x: 0, y: 0, width, height }
}

/** A family the plan needs but was not given (the plugin loads them before planning). */
function missing(name: string): never {
  throw new Error(`bg-transitions: the ${name} family is not loaded`)
}

/**
 * What a slide change animates, for a resolved animation (see `resolveAnimation`) on a `w` × `h`
 * canvas going `direction`: the incoming pieces (a `rows` × `columns` grid, each `stagger` ms
 * after the one before in the animation's stagger order), the outgoing background if it moves,
 * and the 3D perspective. A grid needs `families.grid`, a 3D effect `families.d3` (on-demand
 * chunks, see families/families.ts); one whole piece in 2D needs neither. `gridCount` is
 * rules.ts's, handed in: the planner is in the slide changes' chunk, the rules in the entry.
 */
export function planWith(
  anim: BgAnimation & { name: string },
  w: number,
  h: number,
  direction: 1 | -1,
  rng: Rng,
  families: PlanFamilies,
  gridCount: GridCount,
): TransitionPlan {
  const rows = gridCount(anim.in.rows, h, rng)
  const columns = gridCount(anim.in.columns, w, rng)
  const filter = { ...NO_FILTER, ...anim.filter }
  const grid = rows * columns > 1 ? (families.grid ?? missing('grid')) : undefined
  const order = staggerOrder(anim.direction, direction)
  const ranks = grid ? grid.staggerRanks(rows, columns, order, rng) : [0]
  const is3d = anim.d3.effect !== 'none'
  const d3 = is3d ? (families.d3 ?? missing('3D')) : undefined
  const in3d = d3?.faces(anim.d3, w / columns, h / rows, direction)
  const out3d = d3?.faces(anim.d3, w, h, direction)
  const from: Pose = in3d
    ? { ...rest(), ...in3d.inFrom }
    : { ...poseOf(anim.in, rng, direction), filter }
  const rects = grid ? grid.gridRects(rows, columns, w, h) : [whole(w, h)]
  const pieces: PiecePlan[] = rects.map((rect, i) => ({
    rect,
    from,
    to: rest(),
    delay: (ranks[i] ?? 0) * anim.stagger,
    masked: anim.in.mask,
    origin: in3d?.inOrigin ?? '50% 50%',
    ...(in3d ? { dip: in3d.dip, pivot: in3d.pivot } : {}),
  }))
  const outTo = out3d
    ? { ...rest(), ...out3d.outTo }
    : anim.out.animate
      ? poseOf(anim.out, rng, direction)
      : undefined
  return {
    name: anim.name,
    duration: anim.duration,
    ease: anim.ease,
    outEase: anim.out.ease,
    rows,
    columns,
    pieces,
    ...(outTo
      ? {
          out: {
            rect: whole(w, h),
            from: rest(),
            to: outTo,
            delay: 0,
            masked: false,
            origin: out3d?.outOrigin ?? '50% 50%',
            ...(out3d ? { dip: out3d.dip, pivot: out3d.pivot } : {}),
          },
        }
      : {}),
    perspective: d3 ? d3.PERSPECTIVE[anim.d3.direction] : 0,
    shadow: Boolean(d3) && anim.d3.shadow,
  }
}
