import {
  absent,
  type Length,
  parseLength,
  parseNumber,
  perLevel,
  type Reader,
  type Schema,
} from '@strata/core'

const len0 = perLevel<Length>(0, parseLength)
/** `{ t, r, b, l }`, each a per-level length (export `p` / `m`). */
const LEVEL_SIDES = { t: len0, r: len0, b: len0, l: len0 } as const satisfies Schema

/** A column's share of its row: `"1/3"`, `0.5` or `"50%"`; 0 (share equally) when not set. */
export const columnShare: Reader<number> = (v, report, p) => {
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
}

/** A 1-based slide number for a global layer's range; `first`/`last` allowed. */
const slideNumber =
  (d: number): Reader<number> =>
  (v, report, p) => {
    if (absent(v)) return d
    if (v === 'first') return 1
    if (v === 'last') return 0
    const n = parseNumber(v)
    if (n !== undefined && Number.isInteger(n) && n >= 0) return n
    report(p, `must be a slide number; using ${d || 'the last'}`)
    return d
  }

const keyword: Reader<string> = (v, report, p) => {
  if (absent(v)) return ''
  if (typeof v === 'string' && /^[a-z-]+$/i.test(v.trim())) return v.trim()
  report(p, 'must be a CSS keyword; ignored')
  return ''
}
const withDefault =
  (d: string): Reader<string> =>
  (v, report, p) =>
    keyword(v, report, p) || d

/**
 * Layout parts of a layer that core leaves to layer plugins (SPEC.md §3 "Layer": padding `p`
 * and margin `m` per side over 5 breakpoints, `col` fraction, blend, cursor, `pE`; global
 * layers' `sStart`..`sEnd`).
 */
export const LAYOUT_DEFAULTS = {
  /** @default 0 on every side at every level */
  'p|padding': LEVEL_SIDES,
  /** @default 0 on every side at every level */
  'm|margin': LEVEL_SIDES,
  /** @default 0 (share the row equally) */
  col: columnShare,
  /** @default 'normal' */
  'blend|blendMode': withDefault('normal'),
  /** @default 'auto' */
  cursor: withDefault('auto'),
  /** @default 'auto' */
  'pE|pointerEvents': ['auto', 'none'],
  /** @default 1 */
  sStart: slideNumber(1),
  /** @default 0 (the last slide) */
  sEnd: slideNumber(0),
} as const satisfies Schema
