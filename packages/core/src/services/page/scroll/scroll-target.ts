export interface ScrollMetrics {
  /** The anchor's top in document coordinates (px). */
  top: number
  /** px kept above the anchor (e.g. a sticky header). @default 0 */
  offset?: number
  /** The document's full height (scrollHeight). */
  documentHeight: number
  /** The viewport's height (innerHeight). */
  viewportHeight: number
}

/**
 * docs/behaviour.md §2 "Scroll to anchor": the target (anchor top minus offset) is capped at document
 * height minus viewport minus 1, and is not scrolled to if it is below 0: null then.
 */
export function scrollTarget({
  top,
  offset = 0,
  documentHeight,
  viewportHeight,
}: ScrollMetrics): number | null {
  const target = Math.min(top - offset, documentHeight - viewportHeight - 1)
  return Number.isFinite(target) && target >= 0 ? target : null
}
