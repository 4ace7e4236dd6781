/** docs/behaviour.md §9 "Appear offset thresholds": the share of an element in view that counts as seen. */
export const APPEAR_THRESHOLDS = {
  full: 1,
  none: 0.05,
  quarter: 0.25,
  auto: 0.5,
  almost: 0.7,
  partial: 0.33,
  default: 0.25,
} as const

export type AppearOffset = keyof typeof APPEAR_THRESHOLDS
/** docs/behaviour.md §9: flagged elements are observed at this share, after their delay. */
export const FLAGGED_THRESHOLD = 0.3
/** docs/behaviour.md §9: the appear check interval where IntersectionObserver is missing. */
export const APPEAR_CHECK_MS = 100

/** The threshold of a named offset, or a number clamped to 0..1; unknown names get default. */
export function appearThreshold(offset: unknown): number {
  if (typeof offset === 'number' && Number.isFinite(offset)) return Math.min(1, Math.max(0, offset))
  const key = typeof offset === 'string' ? offset.trim().toLowerCase() : ''
  return key in APPEAR_THRESHOLDS
    ? APPEAR_THRESHOLDS[key as AppearOffset]
    : APPEAR_THRESHOLDS.default
}

export interface AppearOptions {
  /** A named offset or a share 0..1. @default 'default' (0.25) */
  offset?: AppearOffset | number
  /** A flagged element: observed at 0.3 once `delay` ms have passed. @default false */
  flagged?: boolean
  /** ms before a flagged element is observed. @default 0 */
  delay?: number
}
