import { gradientToCss } from '../services/loading/gradient-css'
import { parseGradient } from '../services/loading/gradient-parse'
import type { RawRecord, RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'
import { absent, fix, isArray, isRec } from './safe'

/*
 * Colours as module data writes them (docs/data-format/README.md "Colours"): CSS text, the same
 * object in JSON text, or the editor's colour object `{ type, orig, string, angle, colors, ... }`.
 * One reader for core and every plugin, so a colour object is accepted wherever a colour is.
 */

/** Characters CSS colour text needs; `;`, `:`, braces, quotes, `<` or `\` are never part of one. */
const CSS_TEXT = /^[\w\s#%.,()+\-/]{1,2000}$/
/** Functions that could fetch or run something. */
const HOSTILE = /url\s*\(|expression|image|element\s*\(|attr\s*\(/i
const quiet: Reporter = () => {}

/** Colour text that is safe to write into a style: kept as written (trimmed), else undefined. */
const cssText = (text: string): string | undefined => {
  const t = text.trim()
  return CSS_TEXT.test(t) && !HOSTILE.test(t) ? t : undefined
}

/** A gradient object's CSS, and whether reading it found problems (which go to `report`). */
const gradient = (raw: RawRecord, report: Reporter, path: string) => {
  const problems: Array<[string, string]> = []
  const css = gradientToCss(parseGradient(raw, (p, m) => problems.push([p, m]), path))
  const flush = (): void => {
    for (const [p, m] of problems) report(p, m)
  }
  return { css, problems, flush }
}

/**
 * A colour object as CSS:
 * - `linear` / `radial` with colour stops (`colors`): the gradient from its stops and `angle`
 *   (`strength`, `easing` as `@strata/core/loading`'s `parseGradient`); where the stops are
 *   broken and the object carries its own CSS (`string`, else `orig`), that CSS;
 * - otherwise (`solid`, or no stops) its `string`, else `orig`;
 * - an object with a `colors` key but neither usable stops nor CSS: read as a gradient, its
 *   problems reported at their keys (e.g. `colors` empty).
 * Undefined when nothing in it is a colour.
 */
function fromObject(raw: RawRecord, report: Reporter, path: string, depth: number) {
  const text = [raw.string, raw.orig]
    .map((v) => (typeof v === 'string' || isRec(v) ? read(v, quiet, path, depth + 1) : undefined))
    .find((v) => v)
  const stops = isArray(raw.colors) && raw.colors.length > 0
  if (stops && (raw.type === 'linear' || raw.type === 'radial')) {
    const g = gradient(raw, report, path)
    if (g.problems.length && text) return text
    g.flush()
    return g.css
  }
  if (text) return text
  if (raw.colors === undefined) return undefined
  const g = gradient(raw, report, path)
  g.flush()
  return g.css
}

function read(raw: RawValue, report: Reporter, path: string, depth = 0): string | undefined {
  if (depth > 2) return undefined
  if (typeof raw === 'string') {
    if (!raw.trim().startsWith('{')) return cssText(raw)
    try {
      return read(JSON.parse(raw) as RawValue, report, path, depth + 1)
    } catch {
      return undefined
    }
  }
  return isRec(raw) ? fromObject(raw, report, path, depth) : undefined
}

/**
 * A colour as CSS, or undefined when `raw` is no colour (absent included): CSS text as written
 * (text that could fetch or break out of a style is refused), JSON text of a colour object, or a
 * colour object (see {@link colour}). Silent: for `perLevel(fallback, parseColour)`.
 */
export const parseColour = (raw: RawValue): string | undefined => read(raw, quiet, '')

/**
 * A colour from module data as CSS, for any colour field (module, slide and layer backgrounds,
 * text, borders, hover, nav). Accepts:
 * - CSS text: `"#264653"`, `"rgba(16, 24, 32, 1)"`, `"transparent"`, `"linear-gradient(...)"`;
 * - a colour object `{ type: "solid", orig, string }`: its `string`, else `orig`;
 * - `{ type: "linear" | "radial", angle, colors: [{ r, g, b, a, position }...], string, orig }`:
 *   a CSS gradient from its stops and angle (180 becomes 180.1), falling back to `string` /
 *   `orig` where the stops are missing or broken;
 * - the same object as JSON text.
 * Absent takes `fallback` silently; anything else is reported at `path` and takes `fallback`.
 */
export const colour = (raw: RawValue, fallback: string, report: Reporter, path: string): string =>
  absent(raw)
    ? fallback
    : (read(raw, report, path) ??
      fix(report, path, 'must be a CSS colour or a colour object', fallback))
