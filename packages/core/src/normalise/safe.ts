import type { RawRecord, RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'

/** Keys never copied out of raw data: writing them can reach `Object.prototype`. */
const UNSAFE = ['__proto__', 'constructor', 'prototype']
/** Deepest nesting kept. Real exports reach about 8 levels (layer > tl > scene > track > kf > slot). */
const DEPTH = 32
/** Most values copied from one record (a slide, a layer, the settings). */
const MAX_VALUES = 1e5
/** Longest string kept: 1,000,000 characters. */
export const MAX_STR = 1e6

/** Joins a dotted report path: `dot('slides', 3)` is `slides.3`, `dot('', 'id')` is `id`. */
export const dot = (path: string, key: string | number): string =>
  path ? `${path}.${key}` : `${key}`

/** A plain object (not null, not an array). */
export const isRec = (v: unknown): v is RawRecord =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** "Not set" in exported data: undefined, null or ''. */
export const absent = (v: unknown): v is undefined | null | '' => v == null || v === ''

/** Reports `problem` at `path` and returns `used`, the value taken instead. */
export const fix = <T>(report: Reporter, path: string, problem: string, used: T): T => {
  report(path, `${problem}; using ${JSON.stringify(used)}`)
  return used
}

/** Cuts a string longer than `max` characters (and says so). */
export const cap = (s: string, report: Reporter, path: string, max = MAX_STR): string => {
  if (s.length <= max) return s
  report(path, `longer than ${max} characters; cut`)
  return s.slice(0, max)
}

/** Own keys of a record, minus unsafe ones (each reported). */
export const safeKeys = (r: object, report: Reporter, path: string): string[] =>
  Object.keys(r).filter((k) => {
    const bad = UNSAFE.includes(k)
    if (bad) report(dot(path, k), 'unsafe key; dropped')
    return !bad
  })

/**
 * Deep copy of untrusted data as plain JSON: unsafe keys, non-JSON values, cycles, nesting past
 * 32 levels and values past 100,000 (shared references can make a small object huge) are
 * dropped, each reported; strings are capped. `undefined` means "nothing to keep".
 */
export const clean = (v: unknown, report: Reporter, path: string): RawValue | undefined => {
  let left = MAX_VALUES
  const stack: unknown[] = []
  const go = (v: unknown, path: string): RawValue | undefined => {
    if (!left--) report(path, `more than ${MAX_VALUES} values; rest dropped`)
    if (left < 0) return
    if (typeof v === 'string') return cap(v, report, path)
    if (v == null || typeof v === 'boolean' || Number.isFinite(v)) return v as RawValue
    if (typeof v !== 'object') return void report(path, 'not JSON data; dropped')
    if (stack.length >= DEPTH || stack.includes(v))
      return void report(path, 'too deep or circular; dropped')
    stack.push(v)
    let out: RawValue
    if (Array.isArray(v)) out = Array.from(v, (x, i) => go(x, dot(path, i)) ?? null)
    else {
      const o: RawRecord = {}
      for (const k of safeKeys(v, report, path)) {
        const c = go((v as RawRecord)[k], dot(path, k))
        if (c !== undefined) o[k] = c
      }
      out = o
    }
    stack.pop()
    return out
  }
  return go(v, path)
}

/** Like {@link clean} for a record: always returns a (possibly empty) plain object. */
export const cleanRec = (v: RawRecord, report: Reporter, path: string): RawRecord =>
  clean(v, report, path) as RawRecord

/**
 * Items of a list given as an array or as an object keyed by id (exports use both), as
 * `[key, value]` pairs. Anything else is reported and read as an empty list; null is "none".
 */
export const entries = (v: RawValue, report: Reporter, path: string): [string, RawValue][] => {
  if (Array.isArray(v)) return v.map((x, i) => [`${i}`, x])
  if (isRec(v)) return safeKeys(v, report, path).map((k) => [k, v[k]])
  if (v != null) report(path, 'must be a list or an object; ignored')
  return []
}

/** Runs `fn`; a throw becomes a report entry at `path`, so one bad part never stops the rest. */
export const guard = (fn: () => void, report: Reporter, path: string): void => {
  try {
    fn()
  } catch (e) {
    let m = 'error'
    try {
      m = e instanceof Error ? e.message : String(e)
    } catch {}
    report(path, `failed (${m}); skipped`)
  }
}
