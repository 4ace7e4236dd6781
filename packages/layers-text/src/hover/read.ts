import type { RawRecord, RawValue } from '@strata/core'
import { isRec, type Reader } from '@strata/core/kit'
import { hover } from '../defaults'
import type { LayerHover } from '../types'

/**
 * The hover as exports write it (6.x migrated and 7.x), read into the model without a report for
 * valid data (issue #15 item 16):
 * - `"inherit"` (in `frame`, the flat transform keys, colours, the border's style and colour, the
 *   filter): the layer's own value. It is left out of the model, so the default (no change)
 *   applies, and left out of the hover tween (see `inherited`);
 * - colours may be colour objects `{ type, string, orig, colors }` (the CSS text, else the
 *   original, else a gradient's first stop) and `bg` may be `{ color }`;
 * - `border.w` may give each side on its own: `[t, r, b, l]`, `{ t, r, b, l }` or
 *   `{ top, ... }`, each a length, a 5-slot per-level list (its first set slot: widths are not
 *   animated) or `"inherit"` (0).
 * The model's reader then reads colours with core's colour reader (`colour` of the kit); a hover
 * colour is tweened, so a gradient object stands here as its first stop, a colour GSAP can reach.
 */
export const INHERIT = 'inherit'

/** The CSS text of a colour (string or colour object), or undefined. */
export function colourText(v: RawValue): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined
  if (!isRec(v)) return undefined
  for (const key of ['string', 'orig', 'color', 'c']) {
    const s = v[key]
    // A gradient's text cannot be a text or border colour: its first stop stands in below.
    if (typeof s === 'string' && s.trim() && !s.includes('gradient(')) return s.trim()
  }
  const stop = Array.isArray(v.colors) ? v.colors.find(isRec) : undefined
  if (!stop) return undefined
  const n = (k: string, d: number) => (Number.isFinite(Number(stop[k])) ? Number(stop[k]) : d)
  return `rgba(${n('r', 0)}, ${n('g', 0)}, ${n('b', 0)}, ${n('a', 1)})`
}

/** A record without its `"inherit"` values. */
const withoutInherit = (r: RawRecord): RawRecord =>
  Object.fromEntries(Object.entries(r).filter(([, v]) => v !== INHERIT))

/** A colour value as the model reads it: the text of an object, nothing for `"inherit"`. */
const colour = (v: RawValue): RawValue => {
  if (v === INHERIT) return undefined
  const bg = isRec(v) && isRec(v.color) ? v.color : v
  return isRec(bg) ? (colourText(bg) ?? bg) : bg
}

const unset = (v: RawValue) => v === undefined || v === null || v === '' || v === '#a'
/** One side's width: a per-level list's first set slot; `"inherit"` is 0. */
const side = (v: RawValue): RawValue => {
  const one = Array.isArray(v) ? v.find((x) => !unset(x)) : v
  return one === INHERIT || unset(one) ? 0 : one
}
const SIDES = [
  ['t', 'top'],
  ['r', 'right'],
  ['b', 'bottom'],
  ['l', 'left'],
] as const
/** Border widths, each side read on its own. */
const widths = (v: RawValue): RawValue => {
  if (isRec(v)) return SIDES.map(([short, long]) => side(v[long] ?? v[short]))
  if (Array.isArray(v) && v.length === 4) return v.map(side)
  return v === INHERIT ? [0, 0, 0, 0] : v
}

function border(v: RawValue): RawValue {
  if (!isRec(v)) return v === INHERIT ? undefined : v
  const out = withoutInherit(v)
  for (const key of ['c', 'color'])
    if (key in out) {
      const c = colour(out[key])
      if (c === undefined) delete out[key]
      else out[key] = c
    }
  for (const key of ['w', 'width']) if (key in out) out[key] = widths(out[key])
  // Style and colour both the layer's own: no hover border at all.
  const own = ['s', 'style', 'c', 'color'].every((k) => unset(out[k]))
  return own ? undefined : out
}

/** The raw hover made readable by the model's reader (see the module comment). */
export function prepareHover(v: RawValue): RawValue {
  if (!isRec(v)) return v
  const out = withoutInherit(v)
  if (isRec(out.frame)) out.frame = withoutInherit(out.frame)
  if (isRec(out.filter)) out.filter = withoutInherit(out.filter)
  for (const key of ['color', 'bg']) if (key in out) out[key] = colour(out[key])
  if ('border' in out) out.border = border(out.border)
  return out
}

/** `hov` / `hover` → `LayerHover`, exports' 6.x and 7.x forms included. */
export const readHover: Reader<LayerHover> = (v, report, p) => hover(prepareHover(v), report, p)

/**
 * Whether the raw hover leaves `key` of its frame (or of the flat form) as the layer's own: an
 * `"inherit"`, which the hover tween then leaves alone.
 */
export function inherited(raw: RawValue, key: string): boolean {
  if (!isRec(raw)) return false
  const frame = isRec(raw.frame) ? raw.frame : raw
  return frame[key] === INHERIT
}
