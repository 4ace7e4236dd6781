/**
 * The slides kept built around the current one: current, then `radius` either side, wrapping.
 * Only these have DOM, so cost stays flat as the slide count grows (ARCHITECTURE: pay for what is seen).
 */
export function slideWindow(center: number, radius: number, count: number): number[] {
  if (count <= 0 || center < 0) return []
  const out = new Set<number>([center])
  for (let step = 1; step <= radius && out.size < count; step++) {
    out.add((center + step) % count)
    out.add((center - step + count * step) % count)
  }
  return [...out]
}

/** A slide's place in `slideWindow(center, count, count)`: nearest first, ahead before behind. */
const place = (index: number, center: number, count: number): number =>
  Math.min(2 * ((index - center + count) % count) - 1, 2 * ((center - index + count) % count))

/**
 * `indices` (a list of its own, sorted in place) in `slideWindow(center, count, count)`'s order,
 * looking only at them where that window would list every slide.
 */
export const nearestFirst = (indices: number[], center: number, count: number): number[] =>
  indices.sort((a, b) => place(a, center, count) - place(b, center, count))
