import { round, type Tilt } from './tilt'

/**
 * The rank of each depth level's plane (docs/data-format/parallax.md `depthOfField`): the slide's
 * distinct non-zero levels, nearest the base plane first, 1, 2, 3… in front (positive levels) and
 * -1, -2… behind (negative levels, which move with the pointer). Level 0 is the base plane, rank 0.
 */
export function planeRanks(levels: readonly number[]): Map<number, number> {
  const ranks = new Map<number, number>([[0, 0]])
  const front = [...new Set(levels.filter((l) => l > 0))].sort((a, b) => a - b)
  const back = [...new Set(levels.filter((l) => l < 0))].sort((a, b) => b - a)
  for (const [i, l] of front.entries()) ranks.set(l, i + 1)
  for (const [i, l] of back.entries()) ranks.set(l, -(i + 1))
  return ranks
}

/**
 * How far a layer stands in front of the base plane in 3D mode, px: its level times the 3D depth
 * (`d3z`, 65, docs/behaviour.md §9) over 10, plus its plane's rank times the spacing between
 * planes (`d3d`, 15).
 */
export function standOut(level: number, rank: number, depth: number, spacing: number): number {
  return (level * depth) / 10 + rank * spacing
}

/**
 * Shadow offsets move in half pixels: under a blur of several px a finer step is invisible, and
 * most frames of a slow tilt then leave the filter as it was (no write, no repaint).
 */
function half(v: number): number {
  return Math.round(v * 2) / 2 || 0
}

/** A drop shadow a standing layer casts on the planes. */
export interface PlaneShadow {
  x: number
  y: number
  blur: number
  opacity: number
}

/** The shadow's darkest opacity, however strong `d3s` is. */
export const SHADOW_MAX_OPACITY = 0.6

/**
 * The shadow of a layer standing `z` px out under a light above the viewer (docs/data-format/parallax.md
 * `shadow`, `d3s` 3): it falls `z × strength / 30` px down, slides `z × tan(tilt)` across as the
 * planes tilt (where the line of sight through the layer meets the plane: `tan(rotateY)` along x,
 * `-tan(rotateX)` along y), blurs `z × strength / 15` px, and is black at `strength / 10`
 * opacity (0.6 at most). No shadow for strength 0 or a layer on or behind the base plane.
 */
export function planeShadow(z: number, tilt: Tilt, strength: number): PlaneShadow | undefined {
  if (strength <= 0 || z <= 0) return undefined
  const rad = Math.PI / 180
  return {
    x: half(z * Math.tan(tilt.rotateY * rad)),
    y: half((z * strength) / 30 - z * Math.tan(tilt.rotateX * rad)),
    blur: round((z * strength) / 15),
    opacity: round(Math.min(SHADOW_MAX_OPACITY, strength / 10)),
  }
}

/** The CSS `drop-shadow()` for a shadow. */
export function dropShadow(s: PlaneShadow): string {
  return `drop-shadow(${s.x}px ${s.y}px ${s.blur}px rgba(0, 0, 0, ${s.opacity}))`
}
