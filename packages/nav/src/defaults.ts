import {
  isRec,
  type Length,
  num,
  parseBoolean,
  parseLength,
  parseNumber,
  perLevel,
  type RawValue,
  type Reader,
  record,
  type Schema,
  str,
} from '@strata/core'
import type { NavExtra, NavH, NavV } from './types'

type Parse<T> = (v: RawValue) => T | undefined
const H: Parse<NavH> = (v) =>
  ['left', 'center', 'right'].includes(v as string) ? (v as NavH) : undefined
// Exports write `center` for vertical middle.
const V: Parse<NavV> = (v) =>
  v === 'center'
    ? 'middle'
    : ['top', 'middle', 'bottom'].includes(v as string)
      ? (v as NavV)
      : undefined
/** A number of at least `min`. */
const atLeast =
  (min: number, d: number): Reader<number> =>
  (v, report, p) =>
    num(v, d, report, p, { min })
/** Colours may be CSS strings or objects `{ type, orig, string }`: keep the CSS string. */
const paint =
  (d: string): Reader<string> =>
  (v, report, p) =>
    str(isRec(v) ? (v.string ?? v.orig) : v, d, report, p)
/** A scrubber extra kept as authored. */
const extra: Reader<NavExtra> = (v, report, p) => {
  if (v == null || typeof v !== 'object') return v ?? null
  report(p, 'must be a single value; ignored')
  return null
}

const place = (h: NavH, v: NavV, x: number, y: number) => ({
  a: ['slider', 'grid'] as const,
  h: perLevel(h, H),
  v: perLevel(v, V),
  x: perLevel<Length>(x, parseLength),
  y: perLevel<Length>(y, parseLength),
})
/** SPEC.md §3: "set, show per level, key, html template"; DATA-FORMAT.md: css, def/cst, dIn/dOut. */
const kind = (t: number) => ({
  set: false,
  key: '',
  css: '',
  html: '',
  def: record,
  cst: record,
  show: perLevel(true, parseBoolean),
  dIn: perLevel(0, parseNumber),
  dOut: perLevel(0, parseNumber),
  t: atLeast(0, t),
})
/** SPEC.md §3: "direction d, alignment h, v, x, y, gap g". Bullets export the gap as `s`. */
const list = (t: number) => ({
  ...kind(t),
  ...place('center', 'bottom', 0, 20),
  d: ['horizontal', 'vertical'] as const,
  'g|s': 5,
})
/** SPEC.md §3/§9: "Thumb default 100x50", "wrapper wr", "max visible m". */
const items = (t: number) => ({
  ...list(t),
  size: { w: 100, h: 50 },
  m: atLeast(1, 5),
  wr: { p: 5, c: paint('transparent'), m: 0, s: false },
})

/**
 * Navigation defaults (SPEC.md §3, §9) as a schema for core's `shape`: a value is the default,
 * a list is the allowed values (first is the default), `a|b` reads SPEC's `a` or the export's `b`.
 * Times: §9 "Nav default times: arrow 1000, bullet 3000, thumb 2000, tab 4000, scrubber 5000".
 */
export const NAV_DEFAULTS = {
  arrows: {
    ...kind(1000),
    l: place('left', 'middle', 30, 0),
    r: place('right', 'middle', 30, 0),
  },
  bullets: list(3000),
  thumbs: items(2000),
  tabs: items(4000),
  scrubber: {
    ...kind(5000),
    ...place('center', 'bottom', 0, 20),
    // SPEC.md §3 "Scrubber extras": kept as authored, checked and applied by scrubber-style.ts.
    ...Object.fromEntries('hs ms ts to sc hp pa ha sk cor'.split(' ').map((k) => [k, extra])),
  } as ReturnType<typeof kind> &
    ReturnType<typeof place> &
    Record<'hs' | 'ms' | 'ts' | 'to' | 'sc' | 'hp' | 'pa' | 'ha' | 'sk' | 'cor', typeof extra>,
  keyboard: { set: false, d: ['horizontal', 'vertical'] as const },
  /** §9 "Swipe tolerance 5 px". */
  'swipe|s': { use: false, desk: false, t: 5 },
  /** §9 "Wheel cooldown 1500 ms". */
  'wheel|m': { use: false, cd: atLeast(0, 1500) },
  /** §3 "panel 300x200". */
  'panel|p': { w: 300, h: 200 },
} as const satisfies Schema

/** Progress bar defaults (SPEC.md §3 "pbar: type horizontal, vertical, cw or ccw; base slide or all; size, colors, gap"). */
export const PBAR_DEFAULTS = {
  set: false,
  'type|t': ['horizontal', 'vertical', 'cw', 'ccw'],
  base: ['slide', 'all'],
  'size|s': 5,
  'color|c': paint('rgba(255,255,255,0.5)'),
  bg: paint('transparent'),
  'gap|g': false,
  gs: 0,
  gc: paint('transparent'),
  ...place('left', 'bottom', 0, 0),
  vis: perLevel(true, parseBoolean),
} as const satisfies Schema
