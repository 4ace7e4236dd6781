import type { Level, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'

/** "Keep the value of the previous keyframe" (docs/data-format/README.md). */
export const INHERIT = 'inherit'

/**
 * A keyframe value ready for GSAP: a number (px / deg / unitless), a `%` string, or a function
 * GSAP calls with each target when the tween starts (stage edge words, measured then).
 */
export type KeyValue = number | string | ((index: number, target: Element) => number)

/** Draws a number in [a, b]; injectable so tests are repeatable. */
export type Random = (a: number, b: number) => number

export const mathRandom: Random = (a, b) => a + Math.random() * (b - a)

/** `"#a"` or absent: not set at this level. */
export function unset(v: RawValue) {
  return v === undefined || v === null || v === '' || v === '#a'
}

/**
 * The value at device level `level` of a per-level value: a 5-slot array whose `"#a"` slots
 * inherit from the nearest set slot before (else after), or a scalar for all five.
 */
export function atLevel(raw: RawValue, level: Level): RawValue {
  if (!Array.isArray(raw)) return raw
  for (let i = level; i >= 0; i--) if (!unset(raw[i])) return raw[i]
  for (let i = level + 1; i < Math.min(raw.length, 5); i++) if (!unset(raw[i])) return raw[i]
  return undefined
}

const NUMBER = /^-?\d*\.?\d+(?:e-?\d+)?$/
const RANGE = /^\{\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\}$/

function toNum(v: RawValue): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && NUMBER.test(v.trim())) return Number(v)
  return undefined
}

/** A random range `"{a,b}"` or `{ a, b }`, or undefined. */
function range(v: RawValue): [number, number] | undefined {
  if (isRec(v)) {
    const a = toNum(v.a)
    const b = toNum(v.b)
    return a === undefined || b === undefined ? undefined : [a, b]
  }
  const m = typeof v === 'string' ? RANGE.exec(v.trim()) : null
  return m ? [Number(m[1]), Number(m[2])] : undefined
}

/** What a key accepts: lengths take px and %, angles deg, plain numbers no unit. */
export type Unit = 'length' | 'angle' | 'number'

/**
 * One authored keyframe value at a level: a number or numeric string (`12`, `"12"`), px
 * (`"12px"`), % for lengths (`"50%"`, `"(50%)"`), deg for angles, a random range (`"{-50,50}"`
 * or `{ a, b }`), or `"inherit"`. Undefined when it is none of these.
 */
export function parseValue(raw: RawValue, unit: Unit, random: Random): KeyValue | undefined {
  if (raw === INHERIT) return INHERIT
  const r = range(raw)
  if (r) return Math.round(random(r[0], r[1]) * 1000) / 1000
  const n = toNum(raw)
  if (n !== undefined) return n
  if (typeof raw !== 'string') return undefined
  const s = raw.trim().replace(/^\((.*)\)$/, '$1')
  const m = /^(-?\d*\.?\d+)(px|%|deg)$/.exec(s)
  if (!m) return toNum(s)
  // Indexes, not `[, value, suffix] = m`: destructuring goes through the iterator protocol, and
  // every keyframe value of every built layer is read here.
  const value = m[1]
  const suffix = m[2]
  if (suffix === 'px' && unit === 'length') return Number(value)
  if (suffix === 'deg' && unit === 'angle') return Number(value)
  if (suffix === '%' && unit === 'length') return `${Number(value)}%`
  return undefined
}
