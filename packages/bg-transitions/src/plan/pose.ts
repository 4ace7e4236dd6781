import type { BgFilter } from '../types'
import type { Amount } from './lengths'

/** Everything a piece animates: only transform, opacity and filter values. */
export interface Pose {
  x: Amount
  y: Amount
  /** translateZ, px. */
  z: number
  /** Rotation in the slide's plane, degrees. */
  rotation: number
  /** Rotations about the x and y axes, degrees. */
  rotationX: number
  rotationY: number
  scaleX: number
  scaleY: number
  opacity: number
  filter: BgFilter
}

const ZERO: Amount = { value: 0, unit: 'px' }
export const NO_FILTER: BgFilter = { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 }

/** The resting pose: where every piece ends. */
export function rest(): Pose {
  return {
    x: ZERO,
    y: ZERO,
    z: 0,
    rotation: 0,
    rotationX: 0,
    rotationY: 0,
    scaleX: 1,
    scaleY: 1,
    opacity: 1,
    filter: NO_FILTER,
  }
}

function mix(a: number, b: number, t: number) {
  return a + (b - a) * t
}
// Amounts keep the unit of whichever end is not zero (a piece moves from 100% to 0). A value
// both ends share is that object, not a new one for each sample (issue #25).
function mixAmount(a: Amount, b: Amount, t: number): Amount {
  return a === b ? a : { value: mix(a.value, b.value, t), unit: a.value !== 0 ? a.unit : b.unit }
}
function mixFilter(a: BgFilter, b: BgFilter, t: number): BgFilter {
  if (a === b) return a
  const f = (k: keyof BgFilter) => mix(a[k], b[k], t)
  return {
    blur: f('blur'),
    brightness: f('brightness'),
    grayscale: f('grayscale'),
    sepia: f('sepia'),
    invert: f('invert'),
  }
}

/** The pose `t` (0..1, already eased) of the way from `a` to `b`. */
export function lerpPose(a: Pose, b: Pose, t: number): Pose {
  return {
    x: mixAmount(a.x, b.x, t),
    y: mixAmount(a.y, b.y, t),
    z: mix(a.z, b.z, t),
    rotation: mix(a.rotation, b.rotation, t),
    rotationX: mix(a.rotationX, b.rotationX, t),
    rotationY: mix(a.rotationY, b.rotationY, t),
    scaleX: mix(a.scaleX, b.scaleX, t),
    scaleY: mix(a.scaleY, b.scaleY, t),
    opacity: mix(a.opacity, b.opacity, t),
    filter: mixFilter(a.filter, b.filter, t),
  }
}

/** A CSS number to 4 decimals: what every pose value is written with. */
export function r4(n: number) {
  return Math.round(n * 1e4) / 1e4
}
function len(a: Amount) {
  return `${r4(a.value)}${a.unit}`
}

/**
 * The CSS transform of a pose; `perspective` (px) puts depth into it for 3D transitions, and
 * rotations turn about a centre `pivot` px deep (a cube's centre, behind its face). The pivot is
 * a translation pair rather than a transform-origin z, so the perspective is still measured
 * from the slide's plane, not from the pivot (that would blow the face up). `every` lists every
 * function, those at rest too: two such lists interpolate function by function, each value
 * linearly, which is what `lerpPose` does (a function left out at one end would not).
 */
export function transformCss(p: Pose, perspective = 0, pivot = 0, every = false): string {
  // One string added to, no list of parts to join (issue #25: every frame of a pan, and every
  // sampled keyframe, comes here).
  let css = `${perspective ? `perspective(${perspective}px) ` : ''}translate3d(${len(p.x)},${len(p.y)},${r4(p.z)}px)`
  const turns = Boolean(pivot && (every || p.rotationX || p.rotationY))
  if (turns) css += ` translateZ(${r4(pivot)}px)`
  if (every || p.rotationX) css += ` rotateX(${r4(p.rotationX)}deg)`
  if (every || p.rotationY) css += ` rotateY(${r4(p.rotationY)}deg)`
  if (turns) css += ` translateZ(${r4(-pivot)}px)`
  if (every || p.rotation) css += ` rotate(${r4(p.rotation)}deg)`
  if (every || p.scaleX !== 1 || p.scaleY !== 1) css += ` scale(${r4(p.scaleX)},${r4(p.scaleY)})`
  return css
}

/** Each filter function in CSS order: its unit and its value at rest. */
const FILTERS = [
  ['blur', 'px', 0],
  ['brightness', '%', 100],
  ['grayscale', '%', 0],
  ['sepia', '%', 0],
  ['invert', '%', 0],
] as const

/**
 * The CSS filter of a pose: the functions not at rest, `none` when every value is; `every` lists
 * all five, in one order (keyframes whose lists match interpolate smoothly).
 */
export function filterCss(f: BgFilter, every = false): string {
  let out = ''
  // An index loop, no destructuring: every pose a change writes comes here, mostly before V8
  // optimises it (docs/performance-log.md, "Twenty-third session").
  for (let i = 0; i < FILTERS.length; i++) {
    const spec = FILTERS[i] as (typeof FILTERS)[number]
    const key = spec[0]
    if (every || f[key] !== spec[2]) out += `${out ? ' ' : ''}${key}(${r4(f[key])}${spec[1]})`
  }
  return out || 'none'
}
