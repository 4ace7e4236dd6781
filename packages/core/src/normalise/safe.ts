import type { RawRecord, RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'

/*
 * Raw data is read in place, never copied: readers take only known own keys, and nothing is
 * merged into another object by assignment, so a `__proto__` key (own, from JSON.parse) cannot
 * reach `Object.prototype`. Such keys are still reported, and lists skip them.
 */

/** Keys that would reach a prototype if ever assigned: reported and never read. */
const UNSAFE = /^(__proto__|constructor|prototype)$/

export const { isArray } = Array
/** Whether a record has a key of its own (never one from its prototype). */
export const { hasOwn } = Object

/** Joins a dotted report path: `dot('slides', 3)` is `slides.3`, `dot('', 'id')` is `id`. */
export const dot = (path: string, key: string | number): string =>
  path ? `${path}.${key}` : `${key}`

/** A plain object (not null, not an array). */
export const isRec = (v: unknown): v is RawRecord =>
  typeof v === 'object' && v !== null && !isArray(v)

/** "Not set" in exported data: undefined, null or ''. */
export const absent = (v: unknown): v is undefined | null | '' => v == null || v === ''

/** Reports `problem` at `path` and returns `used`, the value taken instead. */
export function fix<T>(report: Reporter, path: string, problem: string, used: T): T {
  report(path, `${problem}; using ${JSON.stringify(used)}`)
  return used
}

/**
 * Items of a list given as an array or as an object keyed by id (exports use both), as
 * `[key, value]` pairs; unsafe keys are reported and skipped. Anything else is reported and
 * read as an empty list; null and `''` are "none" (exports write an empty list as `''`).
 */
export function entries(v: RawValue, report: Reporter, path: string): [string, RawValue][] {
  if (typeof v === 'object' && v)
    return Object.entries(v).filter(
      ([k]) => !UNSAFE.test(k) || void report(dot(path, k), 'unsafe key; ignored'),
    )
  if (v != null && v !== '') report(path, 'must be a list; ignored')
  return []
}

/**
 * Checks untrusted data without copying it: reports unsafe keys, cycles and nesting past 32
 * levels (real exports reach about 8). Each object is walked once, so shared references
 * cannot make a small object costly. It runs over every layer of every slide built, so it makes
 * no list of keys and no path but for a report, and does not enter a list of numbers and text
 * (per-level values, half a real export's objects): nothing in one can be unsafe or circular
 * (issue #25).
 */
export function scan(v: unknown, report: Reporter, path: string): void {
  // Objects being walked (true) or done (false).
  const seen = new Map<unknown, boolean>()
  // The keys from `v` to the object walked (`keys[0..depth)`): a path is joined only for a
  // report (issue #25: a path made for every object was, with the lists of keys, most of the
  // check's garbage). Written by depth, never popped: popping to empty drops the list's store.
  const keys: string[] = []
  const where = (depth: number) => keys.slice(0, depth).reduce(dot, path)
  const walk = (v: unknown, depth: number): void => {
    if (typeof v !== 'object' || !v || (isArray(v) && v.every(flat)) || seen.get(v) === false)
      return
    if (depth > 31 || seen.has(v)) return void report(where(depth), 'too deep or circular; ignored')
    seen.set(v, true)
    // `for…in` makes no list of the keys; own keys only, as everywhere raw data is read.
    for (const k in v) {
      if (!hasOwn(v, k)) continue
      keys[depth] = k
      if (UNSAFE.test(k)) report(where(depth + 1), 'unsafe key; ignored')
      else walk((v as Record<string, unknown>)[k], depth + 1)
    }
    seen.set(v, false)
  }
  walk(v, 0)
}

/** Not an object: a list of only these (per-level values) needs no walk. */
const flat = (x: unknown) => typeof x !== 'object' || !x

/**
 * A report message's "failed (reason)" for a thrown value: its message, else the value. One
 * template for every catch in the main bundle (setup, prepare, transitions, chunk loads).
 */
export const failed = (error: unknown): string => `failed (${(error as Error)?.message ?? error})`

/** Runs `fn`; a throw becomes a report entry at `path`, so one bad part never stops the rest. */
export function guard(fn: () => void, report: Reporter, path: string): void {
  try {
    fn()
  } catch (e) {
    let m = failed('error')
    // Reading a thrown value can throw again (a getter, a bad toString): never let it out.
    try {
      m = failed(e)
    } catch {}
    report(path, `${m}; skipped`)
  }
}
