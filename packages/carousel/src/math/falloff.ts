import type { CarouselSettings } from '../types'

type Align = CarouselSettings['align']

/**
 * How many slides beyond the focused one are fully in view on the far side: (maxVisible - 1) / 2
 * when the focus is centred, maxVisible - 1 when it sits at one end.
 */
export function visibleSpan(maxVisible: number, align: Align): number {
  return Math.max(0, align === 'center' ? (maxVisible - 1) / 2 : maxVisible - 1)
}

/** The distance at which the fall-off is complete (at least one slide, so maxVisible 1 still falls off). */
export function falloffReach(maxVisible: number, align: Align): number {
  return Math.max(1, visibleSpan(maxVisible, align))
}

/** 0 at the centre, rising linearly to 1 at `reach` slides away, then staying at 1. */
export function falloff(d: number, reach: number): number {
  return Math.min(1, Math.abs(d) / Math.max(reach, 1e-9))
}

/** Scale by distance: 1 at the centre down to minScale % at the farthest visible slide. */
export function scaleAt(d: number, reach: number, minScale: number): number {
  return 1 - (1 - minScale / 100) * falloff(d, reach)
}

/** Opacity by distance: 1 at the centre down to maxOpacity % at the farthest visible slide. */
export function opacityAt(d: number, reach: number, maxOpacity: number): number {
  return 1 - (1 - maxOpacity / 100) * falloff(d, reach)
}

/** Rotation by distance (degrees): 0 at the centre up to ±maxRotation, signed by the side. */
export function rotationAt(d: number, reach: number, maxRotation: number): number {
  return Math.sign(d) * maxRotation * falloff(d, reach)
}

/** Slides an endless strip keeps invisible either side of where a slide swaps sides. */
export const SWAP_GAP = 0.2
/** The shortest fade, in slides. */
const FADE = 0.3

/** Where a slide starts fading out and where it is gone, in slides from the focus. */
export interface VisibilityEdges {
  fullTo: number
  hideAt: number
}

/**
 * The {@link VisibilityEdges} of a strip: full up to the prev/next peek slot (`span` + 1), faded
 * out over the next slide. An endless strip must also have faded a slide out `SWAP_GAP` before
 * `count / 2`, where it swaps sides: no frame shows the swap. Made once per layout (pose.ts).
 */
export function visibilityEdges(span: number, count: number, infinite: boolean): VisibilityEdges {
  const edge = span + 1
  const hideAt = infinite ? Math.min(edge + 1, count / 2 - SWAP_GAP) : edge + 1
  // Rounded, so 2.5 - 0.2 - 0.3 is 2, not 1.9999999999999998.
  const fullTo = Math.max(0, Math.min(edge, Math.round((hideAt - FADE) * 1e9) / 1e9))
  return { fullTo, hideAt }
}

/** How much of a slide shows at distance `d` (0..1) between its strip's `edges`: no visible jump. */
export function visibilityWithin(d: number, { fullTo, hideAt }: VisibilityEdges): number {
  if (Math.abs(d) <= fullTo) return 1
  return Math.min(1, Math.max(0, (hideAt - Math.abs(d)) / (hideAt - fullTo)))
}

/** How much of a slide shows at distance `d` (0..1), by {@link visibilityEdges}. */
export function visibilityAt(d: number, span: number, count: number, infinite: boolean): number {
  return visibilityWithin(d, visibilityEdges(span, count, infinite))
}
