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
