import type { Length, RawRecord, RawValue, Responsive } from '../types/model'
import type { Reporter } from '../types/plugin'
import { absent, dot, entries, fix, isArray, isRec } from './safe'

/*
 * Value helpers shared by core and plugins. Each reads one raw value, returns a clean one and
 * reports `{ path, message }` when it had to fall back. Missing values (undefined, null, '')
 * take the fallback silently: exports are sparse.
 */

/** A number, also from a string (`"20"`, `"20px"` -> 20); undefined for anything else. */
export function parseNumber(v: RawValue): number | undefined {
  const n = typeof v === 'string' && v.trim() ? +v.replace(/px$/, '') : v
  return Number.isFinite(n) ? (n as number) : undefined
}

const BOOLS: RawValue[] = [true, 'true', 1, '1', 'on', false, 'false', 0, '0', 'off']
/** A boolean, also from `"true"`/`"false"`, `1`/`0`, `"on"`/`"off"`; undefined for anything else. */
export function parseBoolean(v: RawValue): boolean | undefined {
  const i = BOOLS.indexOf(v)
  return i < 0 ? undefined : i < 5
}

/**
 * A length: a number (or `'50px'`) is px; `'175%'` and other CSS units, `'auto'`, `'inherit'`,
 * `'none'`, `'(100%)'` and `'{-50,50}'` (random range) are kept as strings.
 */
export const parseLength = (v: RawValue): Length | undefined =>
  parseNumber(v) ??
  (typeof v === 'string' &&
  /^-?[\d.]+(%|r?em|v[hw]|deg)$|^(auto|inherit|none)$|^\(.*\)$|^\{.*\}$/.test(v.trim())
    ? v.trim()
    : undefined)

/** A number; out of `range` (`{ min, max }`, @default no bounds) it is clamped and reported. */
export function num(
  raw: RawValue,
  fallback: number,
  report: Reporter,
  path: string,
  { min = -1 / 0, max = 1 / 0 }: { min?: number; max?: number } = {},
): number {
  if (absent(raw)) return fallback
  const n = parseNumber(raw)
  return n === undefined
    ? fix(report, path, 'must be a number', fallback)
    : n < min
      ? fix(report, path, `must be at least ${min}`, min)
      : n > max
        ? fix(report, path, `must be at most ${max}`, max)
        : n
}

/** A boolean (see {@link parseBoolean}). */
export const bool = (raw: RawValue, fallback: boolean, report: Reporter, path: string): boolean =>
  absent(raw)
    ? fallback
    : (parseBoolean(raw) ?? fix(report, path, 'must be true or false', fallback))

/** Text from a string or a number; undefined for anything else. */
const text = (v: RawValue) => (typeof v === 'string' || typeof v === 'number' ? `${v}` : undefined)

/** Text (numbers become text), cut at 1,000,000 characters. '' is a value here. */
export function str(raw: RawValue, fallback: string, report: Reporter, path: string): string {
  const s = raw == null ? fallback : (text(raw) ?? fix(report, path, 'must be text', fallback))
  if (s.length > 1e6) report(path, 'longer than 1000000 characters; cut')
  return s.slice(0, 1e6)
}

/** A {@link Reader} of text that exports may also wrap in an object, under the first set of `keys`. */
export const wrappedText =
  (fallback: string, ...keys: string[]) =>
  (raw: RawValue, report: Reporter, path: string): string =>
    str(isRec(raw) ? keys.map((k) => raw[k]).find((v) => v) : raw, fallback, report, path)

/** One of `allowed`, else the fallback. */
export const oneOf = <T extends string>(
  raw: RawValue,
  allowed: readonly T[],
  fallback: T,
  report: Reporter,
  path: string,
): T =>
  absent(raw) || allowed.includes(raw as T)
    ? ((raw || fallback) as T)
    : fix(report, path, `must be one of ${allowed.join('|')}`, fallback)

/** A plain object; anything else but null/undefined is reported. Never copied: read-only use. */
export function record(raw: RawValue, report: Reporter, path: string): RawRecord {
  if (isRec(raw)) return raw
  if (raw != null) report(path, 'must be an object; ignored')
  return {}
}

/** The records of a list (array or keyed object) as `[key, record]`; other items are reported and dropped. */
export const items = (raw: RawValue, report: Reporter, path: string) =>
  entries(raw, report, path).filter(
    ([k, v]) => isRec(v) || void report(dot(path, k), 'must be an object; dropped'),
  ) as [string, RawRecord][]

/** The records of a list (array or keyed object); other items are reported and dropped. */
export const records = (raw: RawValue, report: Reporter, path: string): RawRecord[] =>
  items(raw, report, path).map((e) => e[1])

/** A slot that says "not set here": absent or `"#a"`. */
const unset = (v: RawValue) => absent(v) || v === '#a'

/**
 * A per-level value: a 5-slot array (largedesktop..mobile) or a scalar for all five. A `"#a"`
 * (or empty) slot, a hole, and a slot a short array lacks inherit from the nearest set slot
 * before it, else after it. A bad slot takes the fallback's slot, a bad scalar the whole
 * fallback; both are reported, as are values after the 5th (ignored).
 */
export function responsive<T>(
  raw: RawValue,
  fallback: Responsive<T>,
  parse: (v: RawValue) => T | undefined,
  report: Reporter,
  path: string,
): Responsive<T> {
  if (!isArray(raw)) {
    if (unset(raw)) return fallback
    const v = parse(raw)
    return v === undefined ? fix(report, path, 'bad value', fallback) : [v, v, v, v, v]
  }
  if (raw.length > 5) report(path, `has ${raw.length} values; those after the 5th are ignored`)
  // Five slots whatever the array holds: holes (`[50, '#a', , 30]`) and missing slots are unset.
  // One list, filled in place (issue #25: this runs for every per-level value of every layer
  // built, and a list a step was a good part of a build's garbage).
  const vals: (T | undefined)[] = []
  let last: T | undefined
  for (let i = 0; i < 5; i++) {
    const v = raw[i]
    vals[i] = unset(v)
      ? undefined
      : (parse(v) ?? fix(report, dot(path, i), 'bad value', fallback[i] as T))
    if (last === undefined) last = vals[i]
  }
  if (last === undefined) return fallback
  for (let i = 0; i < 5; i++) vals[i] = last = vals[i] ?? last
  return vals as unknown as Responsive<T>
}

/** A per-level value read as one: its first set slot (`['', 20, '#a']` -> 20). */
export const firstSet = (raw: RawValue): RawValue =>
  isArray(raw) ? raw.find((v) => !unset(v)) : raw

/**
 * Readers that give one value for a field left out, by reader: `shape` takes it without calling
 * the reader or making its path (issue #25: most of a layer's per-level fields are left out).
 */
export const leftOut = new WeakMap<object, unknown>()

/** A {@link Reader} of a per-level value with the same fallback at every level. */
export function perLevel<T>(fallback: T, parse: (v: RawValue) => T | undefined) {
  // One frozen list for every value left unset (issue #25: most are, in every layer built).
  const all = Object.freeze([fallback, fallback, fallback, fallback, fallback] as const)
  const read = (raw: RawValue, report: Reporter, path: string): Responsive<T> =>
    responsive(raw, all, parse, report, path)
  // What `sameWhenLeftOut` (left-out.ts, the kit's) does, written here: calling it from this
  // file put core's first download 1 B over its cap.
  leftOut.set(read, all)
  return read
}

/**
 * An id as used at runtime. "An id may carry a 'SR7_' prefix and a trailing numeric suffix,
 * which is cut off before use": `'SR7_12_1'` -> `'12'`. Without the prefix it is unchanged.
 */
export const cleanId = (raw: RawValue): string =>
  (text(raw) ?? '').trim().replace(/^SR7_(.*?)(_\d+)?$/, '$1')

/** Text without markup tags (`'<b>Hi</b> there'` -> `'Hi there'`); a lone `<` is kept. */
export const stripMarkup = (s: string): string => s.replace(/<[a-z!/?][^>]*>?/gi, '')
