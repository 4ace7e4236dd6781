import { type Layout, type Pose, poseAt } from './pose'
import { offsetOf } from './wrap'

/**
 * One keyframe of a slide's move: `offset` is the eased progress of the strip (0..1). Types, not
 * interfaces: `Element.animate` takes them as keyframes (an index signature).
 */
export type MoveFrame = {
  offset: number
  transform: string
  opacity: string
}

/** A z-index keyframe: it steps where the slide's distance crosses a half. */
export type DepthFrame = {
  offset: number
  zIndex: string
}

/** A slide's move as the browser plays it: its poses, and its z-index when that changes. */
export interface MoveFrames {
  frames: MoveFrame[]
  depth?: DepthFrame[]
}

/** Progress either side of a jump (an endless strip's swap, a z-index step). */
const EPS = 1e-6
/** Halvings of a segment whose midpoint is off the straight line (a spin's arc). */
const MAX_DEPTH = 5
/** How far a midpoint may be from the straight line: px, degrees, scale, opacity. */
const TOLERANCE = { x: 0.1, y: 0.1, z: 0.1, rotateX: 0.05, rotateY: 0.05, rotateZ: 0.05 }
const AXES = Object.keys(TOLERANCE) as (keyof typeof TOLERANCE)[]
const SCALE_TOLERANCE = 1e-4
const OPACITY_TOLERANCE = 2e-3

/** Every transform function in every keyframe: lists that match interpolate value by value. */
function transformOf(p: Pose): string {
  const r = (v: number) => Math.round(v * 1000) / 1000
  return `translate3d(${r(p.x)}px,${r(p.y)}px,${r(p.z)}px) rotateX(${r(p.rotateX)}deg) rotateY(${r(p.rotateY)}deg) rotateZ(${r(p.rotateZ)}deg) scale(${Math.round(p.scale * 1e5) / 1e5})`
}

/** Whether `mid` lies on the straight line from `a` to `b`, within the tolerances. */
function straight(a: Pose, b: Pose, mid: Pose): boolean {
  // An index loop: this runs for every segment of every slide a move animates.
  for (let i = 0; i < AXES.length; i++) {
    const key = AXES[i] as (typeof AXES)[number]
    if (Math.abs((a[key] + b[key]) / 2 - mid[key]) > TOLERANCE[key]) return false
  }
  return (
    Math.abs((a.scale + b.scale) / 2 - mid.scale) <= SCALE_TOLERANCE &&
    Math.abs((a.opacity + b.opacity) / 2 - mid.opacity) <= OPACITY_TOLERANCE
  )
}

/** The z-index the renderer writes at distance `d`: nearer slides in front. */
export function depthAt(d: number): number {
  return Math.max(0, 100 - Math.round(Math.abs(d)))
}

/**
 * Slide `index`'s poses while the strip moves from `from` to `to`, as keyframes at the strip's
 * eased progress: the browser interpolates between them and eases the whole run, so no script
 * runs a frame (issue #25). A pose is piecewise linear in the slide's distance (the fall-offs,
 * the fade at the window's edge), so keyframes go where the distance crosses a kink or an
 * endless strip's swap; between them a midpoint off the straight line (a spin's arc, two fades
 * at once) halves the segment. No frames when the slide shows nowhere on the way (it is
 * written where it lands).
 */
export function moveFrames(l: Layout, index: number, from: number, to: number): MoveFrames {
  const n = l.count
  const infinite = l.settings.infinity
  const delta = to - from
  if (!delta) return { frames: [] }
  const distance = (e: number) => offsetOf(index, from + delta * e, n, infinite)
  // Distances where a pose bends.
  const kinks = [0, l.reach, l.edges.fullTo, l.edges.hideAt]
  const steps: number[] = []
  const cuts: number[] = []
  // The unwrapped distance falls linearly from `s0` by `delta`; an endless strip's is the same
  // modulo n, so a value is crossed wherever one of its laps lies on the way.
  const s0 = index - from
  const lo = Math.min(s0, s0 - delta)
  const hi = Math.max(s0, s0 - delta)
  /** Where on the way the distance is `v`, if it is (ends excluded). */
  const cross = (v: number, into: number[]) => {
    const e = (s0 - v) / delta
    if (e > EPS && e < 1 - EPS) into.push(e)
  }
  const crossings = (value: number, into: number[]) => {
    // A finite strip passes a value once at most; an endless one at each of its laps.
    if (!infinite) return cross(value, into)
    for (let v = value + Math.ceil((lo - value) / n) * n; v <= hi; v += n) cross(v, into)
  }
  for (const v of kinks) {
    crossings(v, cuts)
    if (v) crossings(-v, cuts)
  }
  // Halves, where the z-index steps: every one between the ends (a lap is a whole number).
  for (let h = Math.floor(lo) + 0.5; h < hi; h++) cross(h, steps)
  // An endless strip's swap: the distance jumps from one side to the other.
  const swaps: number[] = []
  if (infinite) crossings(-n / 2, swaps)
  // Hidden at both ends, with no bend or swap between: hidden the whole way (a slide kept built
  // far off view, most of a carousel's), so none of its poses is worked out.
  const hidden = (e: number) => !poseAt(l, distance(e)).opacity
  if (!cuts.length && !swaps.length && hidden(0) && hidden(1)) return { frames: [] }
  const frames: MoveFrame[] = []
  let shown = false
  const push = (e: number, pose: Pose) => {
    if (pose.opacity > 0) shown = true
    frames.push({ offset: e, transform: transformOf(pose), opacity: `${pose.opacity}` })
  }
  // A segment from (e0, p0) to (e1, p1), halved while its midpoint is off the line. Hidden at
  // both ends it is hidden the whole way (opacity is linear between the cuts), so where it
  // passes is not drawn: one step does.
  const segment = (e0: number, p0: Pose, e1: number, p1: Pose, depth: number) => {
    if (!p0.opacity && !p1.opacity) return push(e1, p1)
    const em = (e0 + e1) / 2
    const pm = poseAt(l, distance(em))
    if (depth < MAX_DEPTH && !straight(p0, p1, pm)) {
      segment(e0, p0, em, pm, depth + 1)
      segment(em, pm, e1, p1, depth + 1)
      return
    }
    push(e1, p1)
  }
  // Poses bend at the cuts only; the z-index steps are an animation of their own.
  const marks = cuts.sort((a, b) => a - b)
  const bounds = [0, ...swaps.sort((a, b) => a - b), 1]
  for (let b = 0; b + 1 < bounds.length; b++) {
    // Within one side of every swap the distance is continuous: its ends are just inside.
    const start = b ? (bounds[b] as number) + EPS : 0
    const end = b + 2 < bounds.length ? (bounds[b + 1] as number) - EPS : 1
    let e0 = start
    let p0 = poseAt(l, distance(e0))
    push(e0, p0)
    for (const e of [...marks.filter((m) => m > start && m < end), end]) {
      const p = poseAt(l, distance(e))
      segment(e0, p0, e, p, 0)
      e0 = e
      p0 = p
    }
  }
  const depth = depthFrames(
    distance,
    [...steps, ...swaps].sort((a, b) => a - b),
  )
  return shown ? { frames, ...(depth ? { depth } : {}) } : { frames: [] }
}

/** The z-index as steps at each of `at` (progress), or undefined when it never changes. */
function depthFrames(distance: (e: number) => number, at: number[]): DepthFrame[] | undefined {
  const first = depthAt(distance(0))
  const frames: DepthFrame[] = [{ offset: 0, zIndex: `${first}` }]
  let last = first
  for (const e of at) {
    const after = depthAt(distance(e + EPS))
    if (after === last) continue
    frames.push({ offset: e - EPS, zIndex: `${last}` }, { offset: e + EPS, zIndex: `${after}` })
    last = after
  }
  if (frames.length === 1) return undefined
  frames.push({ offset: 1, zIndex: `${last}` })
  return frames
}
