/**
 * A `clip-path` polygon that shows a pie wedge of `progress` (0..1) of a square element, starting
 * at 12 o'clock, clockwise (cw) or counter-clockwise (ccw): the circular progress bar animates
 * clip-path only (no layout, no stroke properties).
 */
export function wedgePolygon(progress: number, dir: 'cw' | 'ccw'): string {
  const p = Math.min(1, Math.max(0, progress))
  if (p >= 1) return 'none'
  const sign = dir === 'cw' ? 1 : -1
  const point = (turn: number): string => {
    // A ray from the centre, extended to the bounding square (radius √2 × 50% covers the corners).
    const a = turn * 2 * Math.PI
    const x = 50 + sign * Math.sin(a) * 75
    const y = 50 - Math.cos(a) * 75
    return `${round(x)}% ${round(y)}%`
  }
  const points = ['50% 50%', point(0)]
  // One vertex every eighth of a turn keeps the edge straight enough outside the circle.
  for (let t = 0.125; t < p; t += 0.125) points.push(point(t))
  points.push(point(p))
  return `polygon(${points.join(', ')})`
}

const round = (n: number): number => Math.round(n * 100) / 100
