/**
 * The slides kept built around the current one: current, then `radius` either side, wrapping.
 * Only these have DOM, so cost stays flat as the slide count grows (ARCHITECTURE: pay for what is seen).
 */
export const slideWindow = (center: number, radius: number, count: number): number[] =>
  center < 0
    ? []
    : // The k-th slide out is the current one, then one ahead, one behind, two ahead...
      Array.from(
        { length: Math.min(count, 2 * radius + 1) },
        // Never more than half the module behind, so adding `count` keeps it positive.
        (_, k) => (center + count + (k % 2 ? (k + 1) / 2 : -k / 2)) % count,
      )

/**
 * Sorts slides in `slideWindow(center, count, count)`'s order: nearest first, the one ahead
 * before the one behind at the same distance. Sorting the built slides with it looks only at
 * them, where that window would list every slide.
 */
export function nearestFirst(center: number, count: number) {
  const place = (index: number): number =>
    Math.min(2 * ((index - center + count) % count) - 1, 2 * ((center - index + count) % count))
  return (a: number, b: number): number => place(a) - place(b)
}
