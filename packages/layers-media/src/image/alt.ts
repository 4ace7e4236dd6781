import type { LayerModel } from '@strata/core'
import { isRec } from '@strata/core/kit'

/**
 * An image's text alternative: the layer's accessible label (`acc.label`), else an `alt` in
 * `attr` or `content`, else the layer's `alt`; `''` when the data gives none, so the image is
 * marked decorative rather than left without the attribute.
 */
export function altOf(layer: LayerModel): string {
  const raw = layer.raw
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
  return (
    pick(layer.accessibility.label) ??
    pick(isRec(raw.attr) ? raw.attr.alt : undefined) ??
    pick(isRec(raw.content) ? raw.content.alt : undefined) ??
    pick(raw.alt) ??
    ''
  )
}

/** The data's size at the largest level as a whole pixel count, for `width`/`height` attributes. */
export function pixels(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number(String(value).replace(/px$/, ''))
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined
}
