import type { BgAnimation } from '../types'
import type { TransitionPlan } from './plan-types'
import type { Pose } from './pose'

/** Reduced motion: a crossfade this long at most (docs/architecture.md "transitions become fades"). */
export const REDUCED_MS = 300

// The resting pose, written out here rather than imported: the pose code (plan/pose.ts) is in
// the on-demand chunk that runs slide changes (run/motion-chunk.ts), and this plan is public, so
// in the package's first download (issue #25: a module shared by both would be a file of its own).
const AT_REST: Pose = {
  x: { value: 0, unit: 'px' },
  y: { value: 0, unit: 'px' },
  z: 0,
  rotation: 0,
  rotationX: 0,
  rotationY: 0,
  scaleX: 1,
  scaleY: 1,
  opacity: 1,
  filter: { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 },
}

/** A crossfade: what reduced motion gets instead of any transition. */
export function crossfadePlan(anim: BgAnimation, w: number, h: number): TransitionPlan {
  const rect = { x: 0, y: 0, width: w, height: h }
  const piece = { rect, from: { ...AT_REST, opacity: 0 }, to: { ...AT_REST }, delay: 0 }
  return {
    name: 'crossfade',
    duration: Math.min(anim.duration, REDUCED_MS),
    ease: 'none',
    outEase: 'none',
    rows: 1,
    columns: 1,
    pieces: [{ ...piece, masked: false, origin: '50% 50%' }],
    perspective: 0,
    shadow: false,
  }
}
