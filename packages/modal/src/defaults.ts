import { colour, oneOf, parseNumber, type Reader, type Schema } from '@strata/core/kit'

/** Exports may write `center` for vertical middle. */
const middle: Reader<'middle' | 'top' | 'bottom'> = (v, report, p) =>
  oneOf(v === 'center' ? 'middle' : v, ['middle', 'top', 'bottom'], 'middle', report, p)
/** A scroll offset, px; null for none (0 is an offset). */
const offset: Reader<number | null> = (v) => parseNumber(v) ?? null

/**
 * `settings.modal` defaults: docs/behaviour.md §3 "modal: bg, sp (1000)", §9 "Modal speed default
 * 1000 ms". Each key reads its whole-word name or the export's key (after the `|`).
 */
export const MODAL_DEFAULTS = {
  /**
   * Underlay colour: CSS text or a colour object, read by core's colour reader (text that could
   * write more CSS into the dialog's style or fetch is refused). Export key `bg`. @default 'transparent'
   */
  'background|bg': (v, report, p) => colour(v, 'transparent', report, p),
  /** Open and close speed, ms. Export key `sp`. @default 1000 */
  'speed|sp': 1000,
  /** Prevent page scrolling while open. Export key `pS`. @default false */
  'preventScroll|pS': false,
  /** §2 "left, center or right". Export key `h`. @default 'center' */
  'horizontal|h': ['center', 'left', 'right'],
  /** §2 "top, middle or bottom" (exports may write `center`). Export key `v`. @default 'middle' */
  'vertical|v': middle,
} as const satisfies Schema

/**
 * Trigger settings string keys (docs/behaviour.md §3): sp, bg, pS, v, h, t, co, so or s, e, ha. A scroll
 * value is routed by what it is before shaping (see `parseModalTrigger`): a number is an offset,
 * text an element selector, whichever of `so` and `s` carries it.
 */
export const TRIGGER_DEFAULTS = {
  ...MODAL_DEFAULTS,
  /** Open after this delay, ms; -1 for no time trigger. Export key `t`. @default -1 */
  'delay|t': -1,
  /** One-time cookie lifetime, days; 0 shows it every time. Export key `co`. @default 0 */
  'cookieDays|co': 0,
  /** Open at this scroll offset, px; null for none. Export key `so` (or `s`). @default null */
  scrollOffset: offset,
  /** Open when this element scrolls in; '' for none. Export key `s` (or `so`). @default '' */
  scrollTo: '',
  /** Custom document event that opens it; '' for none. Export key `e`. @default '' */
  'event|e': '',
  /** Open when the page hash equals the module alias. Export key `ha`. @default false */
  'hash|ha': false,
} as const satisfies Schema
