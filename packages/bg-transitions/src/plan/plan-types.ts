import type { Pose } from './pose'

/** A piece's box in px, inside the canvas. */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** One animated piece of the incoming (or outgoing) background. */
export interface PiecePlan {
  rect: Rect
  from: Pose
  to: Pose
  /** ms after the start. */
  delay: number
  /** Keep the picture inside the piece's box while it moves (`in.mask`). */
  masked: boolean
  /** CSS transform-origin. */
  origin: string
  /** Depth of the centre it turns about, px (a cube's centre). @default 0 */
  pivot?: number
  /** px the piece sinks back mid-way (3D `depth`), none at the ends. @default 0 */
  dip?: number
}

/** Everything one slide change animates, worked out before any element is made. */
export interface TransitionPlan {
  /** The preset (or 'basic') that ran. */
  name: string
  /** Duration of each piece, ms. */
  duration: number
  ease: string
  outEase: string
  rows: number
  columns: number
  pieces: PiecePlan[]
  /** The outgoing background; undefined when it stays still. */
  out?: PiecePlan
  /** px; 0 for 2D. */
  perspective: number
  /** Darken the outgoing face (`d3.shadow`). */
  shadow: boolean
}
