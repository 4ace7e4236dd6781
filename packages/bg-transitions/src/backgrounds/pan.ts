import type { Length, RawRecord, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { amount, scalar } from '../plan/lengths'
import { type Pose, rest } from '../plan/pose'
import type { Rng } from '../plan/rules'

/** Ken Burns: the background's start and end over the slide's length. */
export interface PanPlan {
  from: Pose
  to: Pose
  ease: string
}

const len = (v: RawValue, d: Length): Length =>
  typeof v === 'number' || typeof v === 'string' ? v : d

/** A raw keyframe's value under its whole-word name or one of the export's keys. */
const read = (kf: RawRecord, ...keys: string[]): RawValue => {
  for (const k of keys) if (Object.hasOwn(kf, k)) return kf[k]
  return undefined
}

function pose(kf: RawRecord, rng: Rng): Pose {
  const s = len(read(kf, 'scale', 's'), 1)
  return {
    ...rest(),
    x: amount(len(kf.x, 0), rng),
    y: amount(len(kf.y, 0), rng),
    rotation: scalar(len(read(kf, 'rotationZ', 'rZ', 'rotation', 'r'), 0), rng, 0, 1),
    scaleX: scalar(len(read(kf, 'scaleX', 'sX') ?? s, 1), rng, 1),
    scaleY: scalar(len(read(kf, 'scaleY', 'sY') ?? s, 1), rng, 1),
  }
}

/**
 * Reads the `pan` track of a slide background (SPEC.md §3 layer `tl` targets): keyframes in
 * `all` (or a plain list), the first the start, the last the end, with scale (`sX`, `sY` or `s`),
 * offset (`x`, `y`), rotation (`rZ`) and ease (`e`); the whole-word names (`scaleX`, `scaleY`,
 * `scale`, `rotationZ`, `ease`) are read too. Undefined when there is none or it does not move.
 */
export function readPan(v: RawValue, rng: Rng): PanPlan | undefined {
  const list = isRec(v) ? v.all : v
  if (!Array.isArray(list)) return undefined
  const kfs = list.filter(isRec)
  const first = kfs[0]
  const last = kfs[kfs.length - 1]
  if (!first || !last || first === last) return undefined
  const e = read(last, 'ease', 'e')
  return {
    from: pose(first, rng),
    to: pose(last, rng),
    ease: typeof e === 'string' && e ? e : 'none',
  }
}
