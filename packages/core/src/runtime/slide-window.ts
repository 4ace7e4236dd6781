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
        // Never more than half the module behind, so adding `count` keeps it positive. A shift,
        // not a halving: `-0 / 2` is -0, which made every index a heap number (a double), and
        // each sum over the built slides' indices at a change a new one to collect (issue #25).
        (_, k) => (center + count + ((k % 2 ? k + 1 : -k) >> 1)) % count,
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
