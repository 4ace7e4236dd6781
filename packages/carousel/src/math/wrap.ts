/** Slide index `i` wrapped into 0..count-1 (any lap, either direction). */
export function wrapIndex(i: number, count: number): number {
  return count > 0 ? ((i % count) + count) % count : 0
}

/**
 * Signed distance, in slides, of slide `index` from the focus `position` (a float while the strip
 * moves). An endless strip wraps it into [-count/2, count/2), so every slide sits on the shorter side.
 */
export function offsetOf(
  index: number,
  position: number,
  count: number,
  infinite: boolean,
): number {
  const d = index - position
  if (!infinite || count <= 0) return d
  return d - count * Math.floor((d + count / 2) / count)
}

/**
 * Where the strip's focus goes for a change to slide `to`, starting at `position`. A finite strip
 * goes to `to` itself (last → first rewinds). An endless one keeps the requested direction unless
 * the other way is strictly shorter, so 'next' on the last slide moves one step, not back.
 */
export function targetPosition(
  position: number,
  to: number,
  direction: 1 | -1,
  count: number,
  infinite: boolean,
): number {
  if (!infinite || count <= 0) return to
  const base = Math.round(position)
  const from = wrapIndex(base, count)
  const forward = wrapIndex(to - from, count)
  const backward = wrapIndex(from - to, count)
  if (direction > 0) return base + (backward < forward ? -backward : forward)
  return base + (forward < backward ? forward : -backward)
}

/** The slide focused at `position`: the nearest one (a finite strip clamps to its ends). */
export function indexAt(position: number, count: number, infinite: boolean): number {
  if (count <= 0) return 0
  const i = Math.round(position)
  return infinite ? wrapIndex(i, count) : Math.min(count - 1, Math.max(0, i))
}

/**
 * Position `p` on a strip of `count` places once place `removed` is taken out (-1: none was):
 * the places after it close up one, and a position within its place goes to the next slide's;
 * an endless strip loses it from every lap.
 */
export function placeAfterRemoval(
  p: number,
  removed: number,
  count: number,
  infinite: boolean,
): number {
  if (removed < 0 || count <= 0) return p
  const laps = infinite ? Math.floor((p - removed) / count) : 0
  return p - laps - Math.min(1, Math.max(0, p - removed - laps * count))
}
