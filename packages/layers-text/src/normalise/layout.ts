import type { Length } from '@strata/core'
import {
  absent,
  parseLength,
  parseNumber,
  perLevel,
  type Reader,
  type Schema,
  sameWhenLeftOut,
} from '@strata/core/kit'

const len0 = perLevel<Length>(0, parseLength)
/** `{ top, right, bottom, left }` (export `{ t, r, b, l }`), each a per-level length. */
const LEVEL_SIDES = {
  'top|t': len0,
  'right|r': len0,
  'bottom|b': len0,
  'left|l': len0,
} as const satisfies Schema

/** A column's share of its row: `"1/3"`, `0.5` or `"50%"`; 0 (share equally) when not set. */
export const columnShare: Reader<number> = sameWhenLeftOut((v, report, p) => {
  if (absent(v)) return 0
  const s = typeof v === 'string' ? v.trim() : v
  const frac = typeof s === 'string' ? /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(s) : null
  const n = frac
    ? Number(frac[1]) / Number(frac[2])
    : typeof s === 'string' && s.endsWith('%')
      ? (parseNumber(s.slice(0, -1)) ?? Number.NaN) / 100
      : (parseNumber(s) ?? Number.NaN)
  if (n > 0 && n <= 1) return n
  report(p, 'must be a fraction like 1/3; sharing the row equally')
  return 0
}, 0)

/** A 1-based slide number for a global layer's range; `first`/`last` allowed. */
function slideNumber(d: number): Reader<number> {
  // Marked with its value when left out, as `withDefault` below: shape then calls neither for a
  // layer that leaves the field out, most of them (issue #25).
  return sameWhenLeftOut((v, report, p) => {
    if (absent(v)) return d
    if (v === 'first') return 1
    if (v === 'last') return 0
    const n = parseNumber(v)
    if (n !== undefined && Number.isInteger(n) && n >= 0) return n
    report(p, `must be a slide number; using ${d || 'the last'}`)
    return d
  }, d)
}

const keyword: Reader<string> = (v, report, p) => {
  if (absent(v)) return ''
  if (typeof v === 'string' && /^[a-z-]+$/i.test(v.trim())) return v.trim()
  report(p, 'must be a CSS keyword; ignored')
  return ''
}
function withDefault(d: string): Reader<string> {
  return sameWhenLeftOut((v, report, p) => keyword(v, report, p) || d, d)
}

/**
 * Layout parts of a layer that core leaves to layer plugins (docs/behaviour.md §3 "Layer": padding `p`
 * and margin `m` per side over 5 breakpoints, `col` fraction, blend, cursor, `pE`; global
 * layers' `sStart`..`sEnd`). Each `name|key` reads the whole word or the export's key.
 */
export const LAYOUT_DEFAULTS = {
  /** @default 0 on every side at every level */
  'padding|p': LEVEL_SIDES,
  /** @default 0 on every side at every level */
  'margin|m': LEVEL_SIDES,
  /** @default 0 (share the row equally) */
  'column|col': columnShare,
  /** @default 'normal' */
  'blend|blendMode': withDefault('normal'),
  /** @default 'auto' */
  cursor: withDefault('auto'),
  /** @default 'auto' */
  'pointerEvents|pE': ['auto', 'none'],
  /** @default 1 */
  'slideStart|sStart': slideNumber(1),
  /** @default 0 (the last slide) */
  'slideEnd|sEnd': slideNumber(0),
} as const satisfies Schema
