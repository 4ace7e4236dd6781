import type { isDragStep } from '@strata/core/kit'

/** docs/behaviour.md §9: "Snap gap 20": without snap, a strip stopping this close (px) to a slide still snaps. */
export const SNAP_GAP = 20
/** How far momentum carries the strip: the release velocity times this many ms. */
export const MOMENTUM_MS = 250

export interface ReleaseInput {
  /** Strip position at release and when the drag started, slides. */
  position: number
  startPosition: number
  /** Pointer travel (px) and velocity (px/ms) along the axis; positive moves the strip back. */
  moved: number
  velocity: number
  elapsed: number
  /** Slide pitch, px. */
  pitch: number
  snap: boolean
  /** At most this many slides of momentum (maxVisible). */
  maxFling: number
  /**
   * Core's `isDragStep`, handed over rather than imported: this runs in the runtime chunk, which
   * imports nothing the first download holds (docs/performance.md, issue #25).
   */
  isStep: typeof isDragStep
}

/**
 * Where the strip comes to rest after a drag, in slides. A drag that counts as a step (core's
 * `isDragStep`: over 130 ms and over 10% of the slide pitch, docs/behaviour.md §9) travels on with its
 * momentum and snaps to the nearest slide, at least one slide from where it started; one that
 * does not returns to the nearest slide. Without snap it stops where momentum leaves it, unless
 * that is within `SNAP_GAP` px of a slide.
 */
export function releaseTarget(r: ReleaseInput): number {
  const pitch = Math.max(1, r.pitch)
  if (!r.isStep(r.elapsed, Math.abs(r.moved), pitch)) return Math.round(r.position)
  const fling = Math.max(-r.maxFling, Math.min(r.maxFling, (-r.velocity * MOMENTUM_MS) / pitch))
  const projected = r.position + fling
  const nearest = Math.round(projected)
  if (!r.snap && Math.abs(projected - nearest) * pitch > SNAP_GAP) return projected
  const start = Math.round(r.startPosition)
  if (nearest !== start) return nearest
  return start - Math.sign(r.moved)
}
