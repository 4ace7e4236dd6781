import type { RawRecord, RawValue } from '../types/model'
import { isRec } from './safe'

/*
 * The colour reading core's main bundle needs (the module background): CSS text, a colour
 * object's own CSS (`string`, else `orig`; the editor writes every colour there, gradients
 * included) or either as JSON text. Building a gradient from its stops is the kit's `colour`
 * (normalise/colour.ts), which plugins use and which reads objects through this file's rules.
 */

/** Characters CSS colour text needs; `;`, `:`, braces, quotes, `<` or `\` are never part of one. */
const CSS_TEXT = /^[\w\s#%.,()+\-/]{1,2000}$/
/** Functions that could fetch or run something. */
const HOSTILE = /url\s*\(|expression|image|element\s*\(|attr\s*\(/i

/** Colour text that is safe to write into a style: kept as written (trimmed), else undefined. */
export function cssText(text: string): string | undefined {
  const t = text.trim()
  return CSS_TEXT.test(t) && !HOSTILE.test(t) ? t : undefined
}

/** How a colour object (at nesting `depth`) becomes CSS. */
export type ObjectReader = (raw: RawRecord, depth: number) => string | undefined

/**
 * A colour object's own CSS: its `string`, else its `orig` (each CSS text, JSON text or an
 * object, read by `object`).
 */
export function ownCss(
  raw: RawRecord,
  depth: number,
  object: ObjectReader = ownCss,
): string | undefined {
  return readCss(raw.string, object, depth + 1) || readCss(raw.orig, object, depth + 1)
}

/**
 * A colour as CSS, or undefined when `raw` is no colour: CSS text as written (text that could
 * fetch or break out of a style is refused), the JSON text of a colour object, or a colour
 * object read by `object` (default {@link ownCss}). Nesting stops after 3 levels.
 */
export function readCss(
  raw: RawValue,
  object: ObjectReader = ownCss,
  depth = 0,
): string | undefined {
  if (depth > 2) return
  if (typeof raw === 'string') {
    if (!raw.trim().startsWith('{')) return cssText(raw)
    // Text that is not JSON is no colour: it falls through to `undefined`.
    try {
      return readCss(JSON.parse(raw) as RawValue, object, depth + 1)
    } catch {}
  }
  if (isRec(raw)) return object(raw, depth)
}
