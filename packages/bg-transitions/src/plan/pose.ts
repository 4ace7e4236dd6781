import type { BgFilter } from '../types'
import type { Amount } from './lengths'

/** Everything a piece animates: only transform, opacity and filter values. */
export interface Pose {
  x: Amount
  y: Amount
  /** translateZ, px. */
  z: number
  /** Rotations, degrees. */
  r: number
  rx: number
  ry: number
  sx: number
  sy: number
  o: number
  filter: BgFilter
}

const ZERO: Amount = { n: 0, unit: 'px' }
export const NO_FILTER: BgFilter = { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 }

/** The resting pose: where every piece ends. */
export const rest = (): Pose => ({
  x: ZERO,
  y: ZERO,
  z: 0,
  r: 0,
  rx: 0,
  ry: 0,
  sx: 1,
  sy: 1,
  o: 1,
  filter: NO_FILTER,
})

const mix = (a: number, b: number, t: number) => a + (b - a) * t
// Amounts keep the unit of whichever end is not zero (a piece moves from 100% to 0).
const mixAmount = (a: Amount, b: Amount, t: number): Amount => ({
  n: mix(a.n, b.n, t),
  unit: a.n !== 0 ? a.unit : b.unit,
})

/** The pose `t` (0..1, already eased) of the way from `a` to `b`. */
export function lerpPose(a: Pose, b: Pose, t: number): Pose {
  const f = (k: keyof BgFilter) => mix(a.filter[k], b.filter[k], t)
  return {
    x: mixAmount(a.x, b.x, t),
    y: mixAmount(a.y, b.y, t),
    z: mix(a.z, b.z, t),
    r: mix(a.r, b.r, t),
    rx: mix(a.rx, b.rx, t),
    ry: mix(a.ry, b.ry, t),
    sx: mix(a.sx, b.sx, t),
    sy: mix(a.sy, b.sy, t),
    o: mix(a.o, b.o, t),
    filter: {
      blur: f('blur'),
      brightness: f('brightness'),
      grayscale: f('grayscale'),
      sepia: f('sepia'),
      invert: f('invert'),
    },
  }
}

const r4 = (n: number) => Math.round(n * 1e4) / 1e4
const len = (a: Amount) => `${r4(a.n)}${a.unit}`

/**
 * The CSS transform of a pose; `perspective` (px) puts depth into it for 3D transitions, and
 * rotations turn about a centre `pivot` px deep (a cube's centre, behind its face). The pivot is
 * a translation pair rather than a transform-origin z, so the perspective is still measured
 * from the slide's plane, not from the pivot (that would blow the face up).
 */
export function transformCss(p: Pose, perspective = 0, pivot = 0): string {
  const parts = perspective ? [`perspective(${perspective}px)`] : []
  parts.push(`translate3d(${len(p.x)},${len(p.y)},${r4(p.z)}px)`)
  const turns = Boolean(pivot && (p.rx || p.ry))
  if (turns) parts.push(`translateZ(${r4(pivot)}px)`)
  if (p.rx) parts.push(`rotateX(${r4(p.rx)}deg)`)
  if (p.ry) parts.push(`rotateY(${r4(p.ry)}deg)`)
  if (turns) parts.push(`translateZ(${r4(-pivot)}px)`)
  if (p.r) parts.push(`rotate(${r4(p.r)}deg)`)
  if (p.sx !== 1 || p.sy !== 1) parts.push(`scale(${r4(p.sx)},${r4(p.sy)})`)
  return parts.join(' ')
}

/** The CSS filter of a pose; `none` when every value is at rest. */
export function filterCss({ blur, brightness, grayscale, sepia, invert }: BgFilter): string {
  const out: string[] = []
  if (blur) out.push(`blur(${r4(blur)}px)`)
  if (brightness !== 100) out.push(`brightness(${r4(brightness)}%)`)
  if (grayscale) out.push(`grayscale(${r4(grayscale)}%)`)
  if (sepia) out.push(`sepia(${r4(sepia)}%)`)
  if (invert) out.push(`invert(${r4(invert)}%)`)
  return out.length ? out.join(' ') : 'none'
}
