import type { Length } from '@strata/core'

/** A number of px at the layout scale, rounded to 1/100 px so styles stay short. */
export const scalePx = (n: number, scale: number): string =>
  `${Math.round(n * scale * 100) / 100}px`

/**
 * A layer length as CSS at the module's scale (SPEC.md §3: layers scale with the layout grid):
 * numbers and `px` scale; `%`, `em`, `vw`... and keywords are kept; `(100%)` is unwrapped.
 * Undefined for what has no static meaning (a random range `{a,b}`) or is not a length.
 */
export const cssLength = (v: Length, scale: number): string | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? scalePx(v, scale) : undefined
  const s = v.trim().replace(/^\((.*)\)$/, '$1')
  const px = /^(-?\d*\.?\d+)(px)?$/.exec(s)
  if (px) return scalePx(Number(px[1]), scale)
  if (/^-?\d*\.?\d+(%|r?em|v[hw]|vmin|vmax)$/.test(s)) return s
  if (/^(auto|inherit|none|initial)$/.test(s)) return s
  return undefined
}

/** True when a length leaves the size to the content. */
export const isAuto = (v: Length): boolean => v === 'auto' || v === 'inherit' || v === ''
