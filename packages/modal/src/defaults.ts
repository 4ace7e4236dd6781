import { absent, oneOf, parseNumber, type Reader, type Schema, str } from '@strata/core'

/** Exports may write `center` for vertical middle. */
const middle: Reader<'middle' | 'top' | 'bottom'> = (v, report, p) =>
  oneOf(v === 'center' ? 'middle' : v, ['middle', 'top', 'bottom'], 'middle', report, p)
/** A scroll offset (a number) or an element selector. */
const scroll: Reader<number | string | null> = (v, report, p) =>
  absent(v) ? null : (parseNumber(v) ?? str(v, '', report, p))

/** `settings.modal` defaults: SPEC.md §3 "modal: bg, sp (1000)", §9 "Modal speed default 1000 ms". */
export const MODAL_DEFAULTS = {
  /** @default 'transparent' */
  bg: 'transparent',
  /** @default 1000 */
  sp: 1000,
  /** @default false */
  pS: false,
  /** @default 'center' - §2 "left, center or right". */
  h: ['center', 'left', 'right'],
  /** @default 'middle' - §2 "top, middle or bottom". */
  v: middle,
} as const satisfies Schema

/** Trigger settings string keys (SPEC.md §3): sp, bg, pS, v, h, t, co, so or s, e, ha. */
export const TRIGGER_DEFAULTS = {
  ...MODAL_DEFAULTS,
  /** @default -1 (no time trigger) */
  t: -1,
  /** @default 0 (no cookie) */
  co: 0,
  /** @default null (no scroll trigger) */
  's|so': scroll,
  /** @default '' */
  e: '',
  /** @default false */
  ha: false,
} as const satisfies Schema
