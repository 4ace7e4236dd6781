import type { Length, RawValue } from '@strata/core'
import {
  firstSet,
  isRec,
  num,
  oneOf,
  parseBoolean,
  parseLength,
  parseNumber,
  perLevel,
  quiet,
  type Reader,
  record,
  type Schema,
  shape,
  str,
} from '@strata/core/kit'
import type { SCRUBBER_KEYS, ScrubberExtra } from './controls/scrubber-keys'
import type { NavExtra, NavH, NavSettings, NavV, ProgressBar } from './types'

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
function atLeast(min: number, d: number): Reader<number> {
  return (v, report, p) => num(v, d, report, p, { min })
}
/** Colours may be CSS strings or objects `{ type, orig, string }`: keep the CSS string. */
function paint(d: string): Reader<string> {
  return (v, report, p) => str(isRec(v) ? (v.string ?? v.orig) : v, d, report, p)
}
/** A scrubber extra kept as authored. */
const extra: Reader<NavExtra> = (v, report, p) => {
  if (v == null || typeof v !== 'object') return v ?? null
  report(p, 'must be a single value; ignored')
  return null
}
/**
 * One of `list` (the first is the default), also when written per level as 7.x exports do
 * (`d: ["horizontal", "#a", ...]`): the model keeps one value, the list's first set slot.
 */
function single<T extends string>(...list: T[]): Reader<T> {
  return (v, report, p) => oneOf(firstSet(v), list, list[0] as T, report, p)
}
/** A number, also when written per level (its first set slot). */
function oneNumber(d: number): Reader<number> {
  return (v, report, p) => num(firstSet(v), d, report, p)
}
/** A width and height, px (exports write `w`, `h`). */
function box(width: number, height: number) {
  return { 'width|w': width, 'height|h': height }
}

// Keys read as `'model name|export key'`: the model uses whole words, the export its own short
// keys (docs/data-format/README.md); core's `shape` reads either.
function place(h: NavH, v: NavV, x: number, y: number) {
  return {
    'alignTo|a': single('slider', 'grid'),
    'horizontal|h': perLevel(h, H),
    'vertical|v': perLevel(v, V),
    'offsetX|x': perLevel<Length>(x, parseLength),
    'offsetY|y': perLevel<Length>(y, parseLength),
  }
}
/** docs/behaviour.md §3: "set, show per level, key, html template"; docs/data-format/README.md: css, def/cst, dIn/dOut. */
function kind(t: number) {
  return {
    set: false,
    'skin|key': '',
    css: '',
    html: '',
    'skinDefaults|def': record,
    'skinCustom|cst': record,
    show: perLevel(true, parseBoolean),
    'showDelay|dIn': perLevel(0, parseNumber),
    'hideDelay|dOut': perLevel(0, parseNumber),
    'hideAfter|t': atLeast(0, t),
  }
}
/** docs/behaviour.md §3: "direction d, alignment h, v, x, y, gap g". Bullets export the gap as `s`. */
function list(t: number) {
  return {
    ...kind(t),
    ...place('center', 'bottom', 0, 20),
    'direction|d': single('horizontal', 'vertical'),
    'gap|g|s': oneNumber(5),
  }
}
/** docs/behaviour.md §3/§9: "Thumb default 100x50", "wrapper wr", "max visible m". */
function items(t: number) {
  return {
    ...list(t),
    size: box(100, 50),
    'maxVisible|m': atLeast(1, 5),
    'wrapper|wr': {
      'padding|p': 5,
      'color|c': paint('transparent'),
      'margin|m': 0,
      'stretch|s': false,
    },
  }
}
/**
 * docs/behaviour.md §3 "Scrubber extras": kept as authored, checked and applied by scrubber-style.ts.
 * Written out, not built from `SCRUBBER_KEYS` at run time; the type keeps the two the same.
 */
const extras = {
  'handleSize|hs': extra,
  'length|ms': extra,
  'trackSize|ts': extra,
  'trackOpacity|to': extra,
  'trackColor|sc': extra,
  'hitPadding|hp': extra,
  'panelColor|pa': extra,
  'handleColor|ha': extra,
  'handleShape|sk': extra,
  'cornerRadius|cor': extra,
} satisfies { [K in ScrubberExtra as `${K}|${(typeof SCRUBBER_KEYS)[K]}`]: typeof extra }

/**
 * Navigation defaults (docs/behaviour.md §3, §9) as a schema for core's `shape`: a value is the default,
 * a list is the allowed values (first is the default), `a|b` reads the model's `a` or the export's `b`.
 * Times: §9 "Nav default times: arrow 1000, bullet 3000, thumb 2000, tab 4000, scrubber 5000".
 */
export const NAV_DEFAULTS = {
  arrows: {
    ...kind(1000),
    'left|l': place('left', 'middle', 30, 0),
    'right|r': place('right', 'middle', 30, 0),
  },
  bullets: list(3000),
  thumbs: items(2000),
  tabs: items(4000),
  scrubber: { ...kind(5000), ...place('center', 'bottom', 0, 20), ...extras },
  keyboard: { set: false, 'direction|d': ['horizontal', 'vertical'] as const },
  /** §9 "Swipe tolerance 5 px". */
  'swipe|s': { use: false, 'desktop|desk': false, 'tolerance|t': 5 },
  /** §9 "Wheel cooldown 1500 ms". */
  'wheel|m': { use: false, 'cooldown|cd': atLeast(0, 1500) },
  /** §3 "panel 300x200". */
  'panel|p': box(300, 200),
} as const satisfies Schema

/** Progress bar defaults (docs/behaviour.md §3 "pbar: type horizontal, vertical, cw or ccw; base slide or all; size, colors, gap"). */
export const PROGRESS_BAR_DEFAULTS = {
  set: false,
  'type|t': ['horizontal', 'vertical', 'cw', 'ccw'],
  base: ['slide', 'all'],
  'size|s': 5,
  'color|c': paint('rgba(255,255,255,0.5)'),
  bg: paint('transparent'),
  'gap|g': false,
  'gapSize|gs': 0,
  'gapColor|gc': paint('transparent'),
  ...place('left', 'bottom', 0, 0),
  'visible|vis': perLevel(true, parseBoolean),
} as const satisfies Schema

// The return types also check, at compile time, that the schemas read into the documented model.
/** `settings.nav` as the normaliser fills it from empty data. */
export function navDefaults(): NavSettings {
  return shape({}, NAV_DEFAULTS, quiet, '')
}

/** `settings.progressBar` as the normaliser fills it from empty data. */
export function progressBarDefaults(): ProgressBar {
  return shape({}, PROGRESS_BAR_DEFAULTS, quiet, '')
}
