import type { Level, Responsive } from '../types/model'

/** Device level names, widest first (SPEC.md §9); index = `Level`. */
export const LEVEL_NAMES = ['largedesktop', 'desktop', 'notebook', 'tablet', 'mobile'] as const

/**
 * The device level for a container width: the level whose breakpoint is the narrowest one still
 * >= the width. Wider than every breakpoint -> 0 (largedesktop); narrower than all -> the
 * narrowest level (4, mobile, for the usual descending widths). Equal breakpoints resolve to the
 * later (narrower) level.
 */
export function levelFor(containerWidth: number, widths: Responsive<number>): Level {
  let level: Level = 0
  let best = Infinity
  widths.forEach((w, i) => {
    if (w >= containerWidth && w <= best) {
      best = w
      level = i as Level
    }
  })
  return level
}

/** The value of a responsive setting at a level. */
export const at = <T>(value: Responsive<T>, level: Level): T => value[level]
