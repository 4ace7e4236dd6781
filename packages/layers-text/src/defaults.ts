import type { Length, RawValue } from '@strata/core'
import {
  absent,
  colour,
  isRec,
  oneOf,
  parseColour,
  parseLength,
  parseNumber,
  perLevel,
  type Reader,
  record,
  type Schema,
  sameWhenLeftOut,
  shape,
  str,
} from '@strata/core/kit'
import type { LayerBorder, LayerHover, Sides, TextAlign } from './types'

/** Text of a value: a string as it is. */
function text(v: RawValue): string | undefined {
  return typeof v === 'string' ? v : undefined
}
/**
 * A colour as CSS, by core's one colour reader (`colour` of `@strata/core/kit`): CSS text, or a
 * colour object `{ type: solid | linear | radial, orig, string, angle, colors }` (a gradient from
 * its stops), or its JSON text.
 */
function paint(d: string): Reader<string> {
  // Marked with its value when left out, as the readers below: shape then calls none of them
  // for the fields a layer leaves out, most of them (issue #25).
  return sameWhenLeftOut((v, report, p) => colour(v, d, report, p), d)
}
/** A URL, also from an object `{ src }`. */
export const url: Reader<string> = sameWhenLeftOut(
  (v, report, p) => str(isRec(v) ? v.src : v, '', report, p),
  '',
)
const SIDE_KEYS = [
  ['top', 't'],
  ['right', 'r'],
  ['bottom', 'b'],
  ['left', 'l'],
] as const
/** Sides as one value, `[t, r, b, l]`, `{ t, r, b, l }` or `{ top, right, bottom, left }`. */
export const sides: Reader<Sides> = sameWhenLeftOut(
  (v, report, p) => {
    const src = isRec(v)
      ? SIDE_KEYS.map(([long, short]) => (absent(v[long]) ? v[short] : v[long]))
      : Array.isArray(v)
        ? v
        : [v, v, v, v]
    const out = src.map((x) => (absent(x) ? 0 : parseLength(x)))
    if (out.length === 4 && !out.includes(undefined)) return out as unknown as Sides
    report(p, 'must be 4 lengths; using 0')
    return [0, 0, 0, 0]
  },
  Object.freeze([0, 0, 0, 0]) as unknown as Sides,
)
/** Null when not set: hover looks that keep the layer's own. */
function maybe<T>(read: Reader<T>): Reader<T | null> {
  return sameWhenLeftOut((v, report, p) => (absent(v) ? null : read(v, report, p)), null)
}
/** Font style; exports may hold the italic flag as a boolean. */
export const fontStyle: Reader<'normal' | 'italic'> = sameWhenLeftOut(
  (v, report, p) =>
    oneOf(
      v === true ? 'italic' : v === false ? 'normal' : v,
      ['normal', 'italic'],
      'normal',
      report,
      p,
    ),
  'normal',
)

const ALIGN: readonly TextAlign[] = ['inherit', 'left', 'center', 'right', 'justify']

/** docs/behaviour.md §3 "border (s style, w widths, c colour)". */
export const BORDER = {
  'style|s': ['none', 'solid', 'dashed', 'dotted', 'double'],
  'width|w': sides,
  'color|c': paint('transparent'),
} as const satisfies Schema

const SPIKES = ['none', 'spike', 'slant'] as const
/** Overlay patterns 1..5; docs/behaviour.md §5 "Unknown overlay pattern falls back to pattern 2". */
const overlayPattern: Reader<number> = sameWhenLeftOut((v, report, p) => {
  if (absent(v)) return 2
  const n = parseNumber(v)
  if (n !== undefined && Number.isInteger(n) && n >= 1 && n <= 5) return n
  report(p, 'unknown overlay pattern; using pattern 2')
  return 2
}, 2)

const shadow = {
  use: false,
  x: 0,
  y: 0,
  'blur|b': 0,
  'spread|s': 0,
  'color|c': paint('rgba(0,0,0,0.25)'),
} as const

/**
 * Layer style defaults (docs/behaviour.md §3 "Layer") as a schema for core's `shape`: a value is the
 * default, a list is the allowed values (first is the default), `name|key` reads the model's
 * whole-word `name`, or the export's `key` where `name` is missing.
 */
export const STYLE_DEFAULTS = {
  font: {
    /** @default 'Roboto' - "family default Roboto". */
    family: 'Roboto',
    /** @default 20 - "size 20". */
    size: perLevel<Length>(20, parseLength),
    /** @default 400 - "weight 400". */
    weight: perLevel(400, parseNumber),
    /** @default 0 */
    'letterSpacing|ls': perLevel<Length>(0, parseLength),
    /** @default 'normal' */
    style: fontStyle,
  },
  /** @default 25 - "line height 25". */
  'lineHeight|lh': perLevel<Length>(25, parseLength),
  /** @default 'inherit' */
  'textAlign|tA': perLevel('inherit', (v) =>
    ALIGN.includes(v as TextAlign) ? (v as TextAlign) : undefined,
  ),
  /** @default 'nowrap' */
  'whiteSpace|ws': perLevel('nowrap', text),
  /** @default 'none' */
  'textTransform|tT': perLevel('none', text),
  /** @default '#ffffff' */
  color: perLevel('#ffffff', parseColour),
  bg: { color: paint('transparent'), image: url, video: url, 'fill|tf': paint(''), clip: false },
  border: BORDER,
  /** @default [0, 0, 0, 0] */
  radius: sides,
  boxShadow: shadow,
  textShadow: shadow,
  textStroke: { use: false, 'width|w': 1, 'color|c': paint('#000000') },
  spike: { 'left|l': SPIKES, 'right|r': SPIKES, 'width|w': 10 },
  overlay: {
    use: false,
    pattern: overlayPattern,
    'color|c': paint('rgba(0,0,0,0.5)'),
    'size|s': 4,
  },
} as const satisfies Schema

/** docs/behaviour.md §3 "Filter defaults: blur 0px, brightness 100, grayscale 0, sepia 0, invert 0". */
export const FILTER_DEFAULTS = {
  blur: 0,
  brightness: 100,
  grayscale: 0,
  sepia: 0,
  invert: 0,
} as const satisfies Schema

/** The hover frame: docs/behaviour.md §3 "hover: ... duration 300, ease power3.inOut", §9 "Hover 300 ms". */
export const HOVER_FRAME_DEFAULTS = {
  'opacity|o': 1,
  x: 0,
  y: 0,
  z: 0,
  'scaleX|sX': 1,
  'scaleY|sY': 1,
  'rotationX|rX': 0,
  'rotationY|rY': 0,
  'rotationZ|rZ': 0,
  'skewX|skX': 0,
  'skewY|skY': 0,
  /** @default 300 */
  'duration|d': 300,
  /** @default 'power3.inOut' */
  'ease|e': 'power3.inOut',
} as const satisfies Schema

/** Hover looks: null keeps the layer's own. */
export const HOVER_DEFAULTS = {
  'use|u': false,
  color: maybe(paint('')),
  bg: maybe(paint('')),
  border: maybe<LayerBorder>((v, report, p) => shape(v, BORDER, report, p)),
  radius: maybe(sides),
  filter: FILTER_DEFAULTS,
} as const satisfies Schema

/**
 * Hover, from the export's `hov` or SPEC's `hover`: looks, and the frame from `hov.frame` or,
 * in the flat SPEC form, from the hover record itself.
 */
export const hover: Reader<LayerHover> = (v, report, p) => {
  const h = record(v, report, p)
  const flat = !isRec(h.frame)
  return {
    ...shape(h, HOVER_DEFAULTS, report, p),
    frame: shape(flat ? h : h.frame, HOVER_FRAME_DEFAULTS, report, flat ? p : `${p}.frame`),
  }
}
