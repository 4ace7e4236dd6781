import type { Rect } from './plan-types'

/** The row-major boxes of a `rows` × `columns` grid over a `w` × `h` canvas, in whole px. */
export function gridRects(rows: number, columns: number, w: number, h: number): Rect[] {
  const out: Rect[] = []
  for (let r = 0; r < rows; r++) {
    const y = Math.round((r * h) / rows)
    const y2 = Math.round(((r + 1) * h) / rows)
    for (let c = 0; c < columns; c++) {
      const x = Math.round((c * w) / columns)
      out.push({ x, y, width: Math.round(((c + 1) * w) / columns) - x, height: y2 - y })
    }
  }
  return out
}
