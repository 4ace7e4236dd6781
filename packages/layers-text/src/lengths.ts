import type { Length } from '@strata/core'

/**
 * A number of px at the layout scale, rounded to 1/100 px so styles stay short, or to whole px
 * (`whole`: the reference draws scaled font sizes, line heights and paddings in whole px).
 */
export function scalePx(n: number, scale: number, whole = false): string {
  return whole ? `${Math.round(n * scale)}px` : `${Math.round(n * scale * 100) / 100}px`
}

/**
 * A size written as a fraction of the parent's, `"#1/3#"` (exports' column-style sizes): the
 * fraction, or undefined for any other length.
 */
export function fraction(v: Length): number | undefined {
  const m = typeof v === 'string' ? /^#(\d*\.?\d+)\/(\d*\.?\d+)#$/.exec(v.trim()) : null
  const f = m ? Number(m[1]) / Number(m[2]) : Number.NaN
  return Number.isFinite(f) ? f : undefined
}

/**
 * What `cssLength` gave at the last scale, by length (to 1/100 px, and whole px). Every layout
 * reads each layer's lengths again, mostly the same few values: read here they make no string
 * and no match (issue #25). Made anew when the scale changes.
 */
let known: Map<Length, string | undefined>[] = []
let knownScale: number | undefined

/**
 * A layer length as CSS at the module's scale (docs/behaviour.md §3: layers scale with the layout grid):
 * numbers and `px` scale (to whole px with `whole`); `%`, `em`, `vw`... and keywords are kept; `(100%)` is unwrapped; a
 * fraction `#1/3#` is that share of the parent (`33.3333%`).
 * Undefined for what has no static meaning (a random range `{a,b}`) or is not a length.
 */
export function cssLength(v: Length, scale: number, whole = false): string | undefined {
  if (scale !== knownScale) {
    knownScale = scale
    known = [new Map(), new Map()]
  }
  const map = known[+whole] as Map<Length, string | undefined>
  if (!map.has(v)) map.set(v, lengthCss(v, scale, whole))
  return map.get(v)
}

function lengthCss(v: Length, scale: number, whole: boolean): string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? scalePx(v, scale, whole) : undefined
  const share = fraction(v)
  if (share !== undefined) return `${Math.round(share * 1e6) / 1e4}%`
  const s = v.trim().replace(/^\((.*)\)$/, '$1')
  const px = /^(-?\d*\.?\d+)(px)?$/.exec(s)
  if (px) return scalePx(Number(px[1]), scale, whole)
  if (/^-?\d*\.?\d+(%|r?em|v[hw]|vmin|vmax)$/.test(s)) return s
  if (/^(auto|inherit|none|initial)$/.test(s)) return s
  return undefined
}

/** True when a length leaves the size to the content. */
export function isAuto(v: Length): boolean {
  return v === 'auto' || v === 'inherit' || v === ''
}
