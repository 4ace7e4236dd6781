import type { gsap } from 'gsap'
import type { SceneTimeline } from './fade-scene'

// A kept layer's px lengths moved to a new grid scale in the tweens it has, not built again
// (resize.ts, in its chunk; docs/performance-log.md, "Sixty-third session"). The keyframe reader
// multiplies a px length by the scale (keyframe.ts); keep.ts lets a layer stay only where such
// lengths are in `in` and `out`, whose tweens read their vars again as they next start.

/** The GSAP properties a px length of the data becomes (keyframe.ts `MOTION_KEYS`). */
const LENGTHS = ['x', 'y', 'z'] as const

type Vars = Record<string, unknown>
/** A GSAP tween with a stagger keeps a timeline of one tween a target, each with a copy of its vars. */
type Child = gsap.core.Tween & { timeline?: gsap.core.Timeline }

/**
 * Each tween's lengths at a scale of 1, read the first time it is moved: rounded once where
 * they were read, not again each move.
 */
const unscaled = new WeakMap<Vars, Partial<Record<(typeof LENGTHS)[number], number>>>()

function move(vars: Vars, from: number, to: number): void {
  let lengths = unscaled.get(vars)
  if (!lengths) {
    lengths = {}
    for (const key of LENGTHS) {
      const v = vars[key]
      if (typeof v === 'number' && v !== 0) lengths[key] = v / from
    }
    unscaled.set(vars, lengths)
  }
  for (const key of LENGTHS) {
    const v = lengths[key]
    if (v !== undefined) vars[key] = Math.round(v * to * 100) / 100
  }
}

function moveTweens(tl: gsap.core.Timeline, from: number, to: number): void {
  for (const child of tl.getChildren(true, true, false) as Child[]) {
    move(child.vars as Vars, from, to)
    if (child.timeline) moveTweens(child.timeline, from, to)
  }
}

/**
 * Moves the px lengths of `scenes`' GSAP tweens from grid scale `from` to `to`. Takes effect as
 * each tween reads its vars again, after `invalidate()` (player.ts `remeasure`, and each play
 * of `out`). Scenes that only fade (fade-scene.ts) hold no length. False, having moved nothing,
 * when `from` is no scale to divide by: the layer is built again.
 */
export function rescale(scenes: readonly SceneTimeline[], from: number, to: number): boolean {
  if (from === to) return true
  if (!(from > 0)) return false
  for (const scene of scenes)
    if ('getChildren' in scene) moveTweens(scene as unknown as gsap.core.Timeline, from, to)
  return true
}
