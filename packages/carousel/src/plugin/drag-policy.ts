import { MOVE_THRESHOLD } from './drag'

/** Who may drag the strip, and how. */
export interface DragPolicy {
  enabled: boolean
  /** Mouse drags too (not only touch and pen). */
  mouse: boolean
  /** px a press moves before it is a drag. */
  tolerance: number
  /** @strata/nav also listens for swipes: the carousel's drags must not reach it. */
  navSwipe: boolean
}

function rec(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined
}

/**
 * With @strata/nav installed (its normaliser fills `settings.nav`), the module's swipe settings
 * decide: `use` turns dragging on, `desktop` allows the mouse, `tolerance` is the px before a
 * press is a drag. Without it the carousel drags by any pointer. The plugin option `drag: false`
 * turns it off either way. Read untyped: the carousel does not depend on @strata/nav.
 */
export function dragPolicy(settings: object, option: boolean): DragPolicy {
  const swipe = rec(rec(rec(settings)?.nav)?.swipe)
  if (!swipe) return { enabled: option, mouse: true, tolerance: MOVE_THRESHOLD, navSwipe: false }
  const t = Number(swipe.tolerance)
  return {
    enabled: option && swipe.use === true,
    mouse: swipe.desktop === true,
    tolerance: Number.isFinite(t) && t >= 0 ? t : MOVE_THRESHOLD,
    navSwipe: swipe.use === true,
  }
}
