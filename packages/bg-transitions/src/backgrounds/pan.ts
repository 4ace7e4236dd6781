import type { Length, Level, RawRecord, RawValue } from '@strata/core'
import type { Amount } from '../plan/lengths'
import type { Pose } from '../plan/pose'
import type { Rng } from '../plan/rules'

/**
 * What the pan reader (an on-demand chunk) takes from the package's first download: passed in,
 * not imported, so the chunk shares no module with the entry and the entry stays one file.
 */
export interface PanTools {
  amount(v: Length, rng: Rng, fallback?: number): Amount
  scalar(v: Length, rng: Rng, fallback: number, percentOf?: number): number
  rest(): Pose
  /** `isRec` of `@strata/core/kit` (importing the kit would share core's modules with the entry). */
  isRec(v: unknown): v is RawRecord
}

/** Ken Burns: the background's start and end over the slide's length. */
export interface PanPlan {
  from: Pose
  to: Pose
  ease: string
}

/** `"#a"` or absent: not set at this level. */
function unset(v: RawValue) {
  return v === undefined || v === null || v === '' || v === '#a'
}

/** A per-level value (5 slots, `"#a"` inherits the nearest set slot before, else after) at `level`. */
function atLevel(v: RawValue, level: Level): RawValue {
  if (!Array.isArray(v)) return v
  for (let i = level; i >= 0; i--) if (!unset(v[i])) return v[i]
  for (let i = level + 1; i < v.length; i++) if (!unset(v[i])) return v[i]
  return undefined
}

function len(v: RawValue): Length | undefined {
  return typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && v !== 'inherit')
    ? v
    : undefined
}

/** A raw keyframe's value under its whole-word name or one of the export's keys, at `level`. */
function read(kf: RawRecord, level: Level, ...keys: string[]): Length | undefined {
  for (const k of keys) if (Object.hasOwn(kf, k)) return len(atLevel(kf[k], level))
  return undefined
}

/**
 * A pan scale. Exports write it in percent (`"115"` is 1.15, `"100"` is 1; the editor's "fit"),
 * SPEC-style data as a factor (`1.2`): no background is panned at ten times its size, so a value
 * above 10 is percent. `"120%"` is percent too.
 */
function panScale(v: Length, rng: Rng, { scalar }: PanTools): number {
  const n = scalar(v, rng, 1)
  return n > 10 ? n / 100 : n
}

function pose(kf: RawRecord, level: Level, rng: Rng, tools: PanTools): Pose {
  const { amount, scalar, rest } = tools
  const base = rest()
  const s = read(kf, level, 'scale', 's')
  // One scale for both axes when only one is given: a Ken Burns zoom keeps the picture's shape.
  const sx = read(kf, level, 'scaleX', 'sX') ?? read(kf, level, 'scaleY', 'sY') ?? s ?? 1
  const sy = read(kf, level, 'scaleY', 'sY') ?? read(kf, level, 'scaleX', 'sX') ?? s ?? 1
  const blur = read(kf, level, 'blur')
  return {
    ...base,
    x: amount(read(kf, level, 'x') ?? 0, rng),
    y: amount(read(kf, level, 'y') ?? 0, rng),
    rotation: scalar(read(kf, level, 'rotationZ', 'rZ', 'rotation', 'r') ?? 0, rng, 0, 1),
    scaleX: panScale(sx, rng, tools),
    scaleY: panScale(sy, rng, tools),
    filter: { ...base.filter, blur: blur === undefined ? 0 : Math.max(0, scalar(blur, rng, 0)) },
  }
}

/**
 * Reads the `pan` track of a slide background (docs/behaviour.md §3 layer `tl` targets): keyframes in
 * `all` (or a plain list), the first the start, the last the end, with scale (`sX`, `sY` or `s`;
 * percent as exports write it, or a factor), offset (`x`, `y`), rotation (`rZ`), blur and ease
 * (`e`); the whole-word names (`scaleX`, `scaleY`, `scale`, `rotationZ`, `ease`) are read too.
 * Values may be per level (5 slots): read at `level`. Undefined when there is none. `tools`: the
 * length readers and the resting pose (see `PanTools`).
 */
export function readPan(
  v: RawValue,
  rng: Rng,
  tools: PanTools,
  level: Level = 0,
): PanPlan | undefined {
  const { isRec } = tools
  const list = isRec(v) ? v.all : v
  if (!Array.isArray(list)) return undefined
  const kfs = list.filter(isRec)
  const first = kfs[0]
  const last = kfs[kfs.length - 1]
  if (!first || !last || first === last) return undefined
  const e = atLevel(last.ease ?? last.e, level)
  return {
    from: pose(first, level, rng, tools),
    to: pose(last, level, rng, tools),
    ease: typeof e === 'string' && e ? e : 'none',
  }
}
