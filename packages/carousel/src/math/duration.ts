/** Longest step with reduced motion on, ms: a short move, never a long sweep. */
export const REDUCED_MOTION_MS = 200

/**
 * The duration of a step, ms: docs/behaviour.md §9 "Carousel duration 0.8 s (dur 800 ms, capped to slide
 * length)"; with reduced motion at most `REDUCED_MOTION_MS`. Never negative.
 */
export function stepDuration(duration: number, slideLength: number, reduced: boolean): number {
  const capped = Math.max(0, Math.min(duration, slideLength > 0 ? slideLength : duration))
  return reduced ? Math.min(capped, REDUCED_MOTION_MS) : capped
}

/**
 * Where a step starts. With reduced motion the strip moves at most one slide: it starts one slide
 * before the target, so a jump across many slides is a short move, not a long sweep.
 */
export function stepStart(from: number, to: number, reduced: boolean): number {
  if (!reduced || Math.abs(to - from) <= 1) return from
  return to - Math.sign(to - from)
}
