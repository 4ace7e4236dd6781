import type { Length } from '@strata/core'
import type { Rng } from './rules'

/** A resolved length: a number and whether it is px or percent of the element's own size. */
export interface Amount {
  value: number
  unit: 'px' | '%'
}

const NUM = /^(-?\d*\.?\d+)(px|%)?$/
const RANGE = /^\{\s*(-?\d*\.?\d+)\s*,\s*(-?\d*\.?\d+)\s*\}$/

/**
 * Reads a motion value as authored (docs/data-format/README.md "Responsive values"): a number (px), `'50%'`,
 * `'20px'`, `'(100%)'` (brackets only group), `'{-50,50}'` (random in the range, px). Anything else
 * (`'inherit'`, `'auto'`) is `fallback`: the value it would keep.
 */
export function amount(v: Length, rng: Rng, fallback = 0): Amount {
  if (typeof v === 'number') return { value: Number.isFinite(v) ? v : fallback, unit: 'px' }
  const s = v.trim().replace(/^\((.*)\)$/, '$1')
  const range = RANGE.exec(s)
  if (range) {
    const a = Number(range[1])
    const b = Number(range[2])
    return { value: a + (b - a) * rng(), unit: 'px' }
  }
  const m = NUM.exec(s)
  if (!m) return { value: fallback, unit: 'px' }
  return { value: Number(m[1]), unit: m[2] === '%' ? '%' : 'px' }
}

/** A plain number from a length (opacity, scale, degrees); percent is a fraction of `percentOf`. */
export function scalar(v: Length, rng: Rng, fallback: number, percentOf = 100): number {
  const a = amount(v, rng, fallback)
  return a.unit === '%' ? a.value / percentOf : a.value
}
