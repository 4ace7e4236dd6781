import type { RawRecord, RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'
import { cssText, ownCss, readCss } from './css-colour'
import { absent, dot, fix, isArray, isRec } from './safe'

/*
 * Colours as module data writes them (docs/data-format/README.md "Colours"): CSS text, the same
 * object in JSON text, or the editor's colour object `{ type, orig, string, angle, colors, ... }`.
 * One reader for every plugin's colour fields (`@strata/core/kit`), so a colour object is
 * accepted wherever a colour is: it builds plain gradients from their stops; an eased ramp is the
 * editor's own CSS (`string`), which `@strata/core/loading`'s `parseGradient` computes from the
 * stops. Core's main bundle reads the module background by css-colour.ts alone (the object's own
 * CSS), so this gradient builder is not part of it.
 */

function finite(v: RawValue): number | undefined {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined
}
function round(n: number, digits: number) {
  return Number(n.toFixed(digits))
}
function clamp(n: number, max: number) {
  return Math.min(max, Math.max(0, n))
}

/**
 * The CSS stops of `colors` (`{ r, g, b, a, position | p }` or `{ color, p }`), sorted by
 * position (spread evenly where missing), or undefined when one is broken.
 */
function stopsOf(colors: RawValue[]): string[] | undefined {
  const out: Array<[number, string]> = []
  // Index loops and no destructuring: a real export's gradients are read for every layer built,
  // mostly before V8 optimises this (docs/performance-log.md, "Twenty-third session").
  for (let i = 0; i < Math.min(colors.length, 100); i++) {
    const raw = colors[i]
    if (!isRec(raw)) return undefined
    const at =
      finite(raw.p ?? raw.position) ?? (colors.length > 1 ? (i / (colors.length - 1)) * 100 : 0)
    const r = finite(raw.r)
    const g = finite(raw.g)
    const b = finite(raw.b)
    const a = finite(raw.a ?? 1)
    const css =
      typeof raw.color === 'string'
        ? cssText(raw.color)
        : r === undefined || g === undefined || b === undefined || a === undefined
          ? undefined
          : `rgba(${[r, g, b].map((c) => clamp(Math.round(c), 255)).join(',')},${round(clamp(a, 1), 3)})`
    if (!css) return undefined
    out.push([clamp(at, 100), css])
  }
  return out.sort((x, y) => x[0] - y[0]).map((stop) => `${stop[1]} ${round(stop[0], 2)}%`)
}

/**
 * A gradient from its stops: `linear-gradient(<angle>deg, ...)` (angle default 180, and exactly
 * 180 becomes 180.1: a seam shows otherwise), `radial-gradient(ellipse at center, ...)`, a solid's
 * first stop. Undefined when the stops or the angle are broken, or an easing bends the ramp.
 */
function gradient(raw: RawRecord, colors: RawValue[]): string | undefined {
  const easing = raw.easing
  if (typeof easing === 'string' && easing.trim() && easing.trim() !== 'none') return undefined
  const stops = stopsOf(colors)
  if (!stops?.length) return undefined
  if (raw.type === 'solid') return stops[0]?.replace(/ [\d.]+%$/, '')
  const list = stops.length === 1 ? [stops[0], stops[0]?.replace(/[\d.]+%$/, '100%')] : stops
  if (raw.type === 'radial') return `radial-gradient(ellipse at center, ${list.join(', ')})`
  const angle = absent(raw.angle) ? 180 : finite(raw.angle)
  if (angle === undefined) return undefined
  return `linear-gradient(${angle === 180 ? 180.1 : round(angle, 2)}deg, ${list.join(', ')})`
}

/**
 * A colour object as CSS:
 * - `linear` / `radial` with colour stops (`colors`): the gradient from its stops and `angle`;
 *   where the stops are broken or an easing bends the ramp, the object's own CSS (`string`,
 *   else `orig`);
 * - otherwise (`solid`, or no stops) its `string`, else `orig`, else a solid's first stop.
 * Undefined when nothing in it is a colour.
 */
function fromObject(raw: RawRecord, depth: number): string | undefined {
  const colors = isArray(raw.colors) && raw.colors.length ? raw.colors : undefined
  const css = (raw.type === 'linear' || raw.type === 'radial') && colors && gradient(raw, colors)
  return (
    css ||
    ownCss(raw, depth, fromObject) ||
    (raw.type === 'solid' && colors ? gradient(raw, colors) : undefined)
  )
}

function read(raw: RawValue) {
  return readCss(raw, fromObject)
}

/**
 * A colour as CSS, or undefined when `raw` is no colour (absent included): CSS text as written
 * (text that could fetch or break out of a style is refused), JSON text of a colour object, or a
 * colour object (see {@link colour}). Silent: for `perLevel(fallback, parseColour)`.
 */
export function parseColour(raw: RawValue): string | undefined {
  return read(raw)
}

function finiteOrAbsent(v: RawValue) {
  return absent(v) || finite(v) !== undefined
}
function textOrObject(v: RawValue) {
  return absent(v) || typeof v === 'string' || isRec(v)
}
/** A colour object's fields: the check each value passes, and what its entry says. */
const FIELDS: [string, (v: RawValue) => boolean, string][] = [
  [
    'type',
    (v) => absent(v) || ['solid', 'linear', 'radial'].includes(v as string),
    'must be solid, linear or radial',
  ],
  ['angle', finiteOrAbsent, 'must be a number of degrees'],
  ['string', textOrObject, 'must be CSS text'],
  ['orig', textOrObject, 'must be CSS text'],
  ['easing', (v) => absent(v) || typeof v === 'string', 'must be an easing name'],
  ['colors', (v) => absent(v) || isArray(v), 'must be a list of colour stops'],
]
const STOP = ['r', 'g', 'b', 'a', 'position', 'p']

/**
 * Reports each field of a colour object that has the wrong type, at its own path (a gradient's
 * `angle`, a stop's `r`...), though the colour may still be read from its other fields. Not a
 * colour object: nothing to say (the colour's reader reports what cannot be read at all).
 */
export function checkColour(raw: RawValue, report: Reporter, path: string): void {
  // Most colours are text: the object's check is a function of its own, so the calls for text
  // (every colour field of every layer built) run and compile only this line (docs/performance.md).
  if (isRec(raw)) checkObject(raw, report, path)
}

function checkObject(raw: RawRecord, report: Reporter, path: string): void {
  // `forEach` and indexes, not `for…of` with destructuring: a real export's colour objects are
  // checked for every layer built, mostly before V8 optimises this.
  FIELDS.forEach((field) => {
    const key = field[0]
    if (Object.hasOwn(raw, key) && !field[1](raw[key]))
      report(dot(path, key), `${field[2]}; ignored`)
  })
  if (!isArray(raw.colors)) return
  raw.colors.forEach((stop, i) => {
    const at = dot(path, `colors.${i}`)
    if (!isRec(stop)) {
      report(at, 'must be a colour stop { r, g, b, a, position }; ignored')
      return
    }
    STOP.forEach((key) => {
      if (Object.hasOwn(stop, key) && !finiteOrAbsent(stop[key]))
        report(dot(at, key), 'must be a number; ignored')
    })
    if (Object.hasOwn(stop, 'color') && typeof stop.color !== 'string')
      report(dot(at, 'color'), 'must be CSS text; ignored')
  })
}

/**
 * A colour from module data as CSS, for any colour field (module, slide and layer backgrounds,
 * text, borders, hover, nav). Accepts:
 * - CSS text: `"#264653"`, `"rgba(16, 24, 32, 1)"`, `"transparent"`, `"linear-gradient(...)"`;
 * - a colour object `{ type: "solid", orig, string }`: its `string`, else `orig`;
 * - `{ type: "linear" | "radial", angle, colors: [{ r, g, b, a, position }...], string, orig }`:
 *   a CSS gradient from its stops and angle (180 becomes 180.1), falling back to `string` /
 *   `orig` where the stops are missing or broken or an easing bends the ramp;
 * - the same object as JSON text.
 * Absent takes `fallback` silently; anything else is reported at `path` and takes `fallback`.
 */
export function colour(raw: RawValue, fallback: string, report: Reporter, path: string): string {
  checkColour(raw, report, path)
  return absent(raw)
    ? fallback
    : (read(raw) ?? fix(report, path, 'must be a CSS colour or a colour object', fallback))
}
