import type { Level, Responsive } from '../types/model'

/** Device level names, widest first (docs/behaviour.md §9); index = `Level`. */
export const LEVEL_NAMES = ['largedesktop', 'desktop', 'notebook', 'tablet', 'mobile'] as const

/**
 * The device level for a container width (docs/behaviour.md §9 "Breakpoints and layout"), the
 * reference front end's rule: levels 1 to 4 start below their width (`widths[i]`), level 0 has no
 * upper bound. The level is the one whose width is the narrowest still STRICTLY wider than the
 * container; a container exactly as wide as a breakpoint belongs to the wider level (480 px with
 * the default widths is tablet, 479 is mobile). Wider than or equal to every breakpoint -> 0.
 * Equal widths: the wider level (the narrower one never applies).
 */
export function levelFor(containerWidth: number, widths: Responsive<number>): Level {
  let level: Level = 0
  let best = Infinity
  for (let i = 1; i < 5; i++) {
    const w = widths[i] as number
    if (w > containerWidth && w < best) {
      best = w
      level = i as Level
    }
  }
  return level
}

/**
 * Where each level starts, widest first: `[level, width]`, level 0 first with no bound, then each
 * level that some container width selects, by its breakpoint (a level tied with a wider one never
 * applies). A level applies below its width, down to the next one's.
 */
export function levelSteps(widths: Responsive<number>): Array<[Level, number]> {
  const steps: Array<[Level, number]> = []
  for (let i = 1; i < 5; i++) {
    const w = widths[i] as number
    if (w > 0 && !steps.some(([, x]) => x === w)) steps.push([i as Level, w])
  }
  return [[0, Infinity], ...steps.sort((a, b) => b[1] - a[1])]
}

/** The value of a responsive setting at a level. */
export const at = <T>(value: Responsive<T>, level: Level): T => value[level]
