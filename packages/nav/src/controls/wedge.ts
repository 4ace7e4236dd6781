/** Points on the wedge's arc: one every eighth of a turn at most keeps its edge straight enough outside the circle. */
const ARC_POINTS = 9

/**
 * A `clip-path` polygon that shows a pie wedge of `progress` (0..1) of a square element, starting
 * at 12 o'clock, clockwise (cw) or counter-clockwise (ccw): the circular progress bar animates
 * clip-path only (no layout, no stroke properties). Every wedge has the same number of points,
 * spread evenly over its arc, so the browser interpolates one wedge into another point by point
 * (an animation between wedges sampled close together: progress-bar.ts).
 */
export function wedgePolygon(progress: number, dir: 'cw' | 'ccw'): string {
  const p = Math.min(1, Math.max(0, progress))
  const sign = dir === 'cw' ? 1 : -1
  const points = ['50% 50%']
  for (let i = 0; i < ARC_POINTS; i++) {
    // A ray from the centre, extended to the bounding square (radius √2 × 50% covers the corners).
    const a = ((p * i) / (ARC_POINTS - 1)) * 2 * Math.PI
    points.push(`${round(50 + sign * Math.sin(a) * 75)}% ${round(50 - Math.cos(a) * 75)}%`)
  }
  return `polygon(${points.join(', ')})`
}

function round(n: number): number {
  return Math.round(n * 100) / 100
}
