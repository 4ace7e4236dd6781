import type { RawRecord, RawValue } from '@strata/core'
import { isRec, type Reader } from '@strata/core/kit'
import { hover } from '../defaults'
import { unset } from '../timeline/values'
import type { LayerHover } from '../types'

/**
 * The hover as exports write it (6.x migrated and 7.x), read into the model without a report for
 * valid data (issue #15 item 16):
 * - `"inherit"` (in `frame`, the flat transform keys, colours, the border's style and colour, the
 *   filter): the layer's own value. It is left out of the model, so the default (no change)
 *   applies, and left out of the hover tween (./vars);
 * - `bg` may be `{ color }`; colour objects are read by core's colour reader (the model's);
 * - `border.w` may give each side on its own: `[t, r, b, l]`, `{ t, r, b, l }` or
 *   `{ top, ... }`, each a length, a 5-slot per-level list (its first set slot: widths are not
 *   animated) or `"inherit"` (0).
 */
export const INHERIT = 'inherit'

/** A record without its `"inherit"` values. */
function drop(r: RawRecord): RawRecord {
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== INHERIT))
}
/** One side's width: a per-level list's first set slot; `"inherit"` is 0. */
function side(v: RawValue): RawValue {
  const one = Array.isArray(v) ? v.find((x) => !unset(x)) : v
  return one === INHERIT || unset(one) ? 0 : one
}

function border(v: RawValue): RawValue {
  if (!isRec(v)) return v === INHERIT ? undefined : v
  const out = drop(v)
  const w = out.w ?? out.width
  if (w !== undefined) {
    delete out.width
    out.w = isRec(w)
      ? ['top', 'right', 'bottom', 'left'].map((k) => side(w[k] ?? w[k[0] as string]))
      : Array.isArray(w)
        ? w.map(side)
        : side(w)
  }
  // Style and colour both the layer's own: no hover border at all.
  return ['s', 'style', 'c', 'color'].every((k) => unset(out[k])) ? undefined : out
}

/**
 * The raw hover made readable by the model's reader (see the module comment). Most layers have
 * none: a record's reading is a function of its own, so theirs compiles only this line.
 */
export function prepareHover(v: RawValue): RawValue {
  return isRec(v) ? prepareRecord(v) : v
}

function prepareRecord(v: RawRecord): RawValue {
  const out = drop(v)
  for (const key of ['frame', 'filter']) if (isRec(out[key])) out[key] = drop(out[key])
  const bg = out.bg
  if (isRec(bg) && bg.type === undefined && 'color' in bg)
    out.bg = bg.color === INHERIT ? undefined : bg.color
  if ('border' in out) out.border = border(out.border)
  return out
}

/** `hov` / `hover` → `LayerHover`, exports' 6.x and 7.x forms included. */
export const readHover: Reader<LayerHover> = (v, report, p) => hover(prepareHover(v), report, p)
