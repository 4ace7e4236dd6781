/**
 * docs/behaviour.md §9: "A drag must last over 130 ms and move over 10% of slide width to count as a step".
 * One place for the rule, so nav's swipe and carousel's strip agree on what a step is.
 */
export const DRAG_MIN_MS = 130
/** Share of the slide's size (width, or height on vertical sliders) a drag must move over. */
export const DRAG_MIN_SHARE = 0.1

/**
 * Whether a finished drag counts as a step: it lasted over `DRAG_MIN_MS` ms and moved (either
 * way) over `DRAG_MIN_SHARE` of `size`. `distance` and `size` are px along the slider's axis.
 */
export function isDragStep(ms: number, distance: number, size: number): boolean {
  return ms > DRAG_MIN_MS && Math.abs(distance) > size * DRAG_MIN_SHARE
}
