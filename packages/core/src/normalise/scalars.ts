import type { Length, RawRecord, RawValue, Responsive } from '../types/model'
import type { Reporter } from '../types/plugin'
import { absent, cap, dot, entries, fix, isRec, MAX_STR } from './safe'

/*
 * Value helpers shared by core and plugins. Each reads one raw value, returns a clean one and
 * reports `{ path, message }` when it had to fall back. Missing values (undefined, null, '')
 * take the fallback silently: exports are sparse.
 */

/** A number, also from a string (`"20"`, `"20px"` -> 20); undefined for anything else. */
export const parseNumber = (v: RawValue): number | undefined => {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? +v.replace(/px$/, '') : 0 / 0
  return Number.isFinite(n) ? n : undefined
}

const BOOLS: RawValue[] = [true, 'true', 1, '1', 'on', false, 'false', 0, '0', 'off']
/** A boolean, also from `"true"`/`"false"`, `1`/`0`, `"on"`/`"off"`; undefined for anything else. */
export const parseBoolean = (v: RawValue): boolean | undefined => {
  const i = BOOLS.indexOf(v)
  return i < 0 ? undefined : i < 5
}

/**
 * A length: a number (or `'50px'`) is px; `'175%'` and other CSS units, `'auto'`, `'inherit'`,
 * `'none'`, `'(100%)'` and `'{-50,50}'` (random range) are kept as strings.
 */
export const parseLength = (v: RawValue): Length | undefined => {
  const n = parseNumber(v)
  if (n !== undefined || typeof v !== 'string') return n
  const s = v.trim()
  return /^-?[\d.]+(%|r?em|v[hw]|deg)$|^(auto|inherit|none)$|^\(.*\)$|^\{.*\}$/.test(s)
    ? s
    : undefined
}

/** A number; out of `range` (`{ min, max }`, @default no bounds) it is clamped and reported. */
export const num = (
  raw: RawValue,
  fallback: number,
  report: Reporter,
  path: string,
  range: { min?: number; max?: number } = {},
): number => {
  if (absent(raw)) return fallback
  const n = parseNumber(raw)
  const { min = -1 / 0, max = 1 / 0 } = range
  if (n === undefined) return fix(report, path, 'must be a number', fallback)
  if (n < min) return fix(report, path, `must be at least ${min}`, min)
  return n > max ? fix(report, path, `must be at most ${max}`, max) : n
}

/** A boolean (see {@link parseBoolean}). */
export const bool = (raw: RawValue, fallback: boolean, report: Reporter, path: string): boolean =>
  absent(raw)
    ? fallback
    : (parseBoolean(raw) ?? fix(report, path, 'must be true or false', fallback))

/** Text (numbers become text), capped at 1,000,000 characters. '' is a value here. */
export const str = (raw: RawValue, fallback: string, report: Reporter, path: string): string =>
  raw == null
    ? fallback
    : typeof raw === 'string' || typeof raw === 'number'
      ? cap(`${raw}`, report, path, MAX_STR)
      : fix(report, path, 'must be text', fallback)

/** One of `allowed`, else the fallback. */
export const oneOf = <T extends string>(
  raw: RawValue,
  allowed: readonly T[],
  fallback: T,
  report: Reporter,
  path: string,
): T =>
  absent(raw)
    ? fallback
    : allowed.includes(raw as T)
      ? (raw as T)
      : fix(report, path, `must be one of ${allowed.join('|')}`, fallback)

/** A plain object; anything else but null/undefined is reported. Never copied: read-only use. */
export const record = (raw: RawValue, report: Reporter, path: string): RawRecord => {
  if (isRec(raw)) return raw
  if (raw != null) report(path, 'must be an object; ignored')
  return {}
}

/** The records of a list (array or keyed object); other items are reported and dropped. */
export const records = (raw: RawValue, report: Reporter, path: string): RawRecord[] =>
  entries(raw, report, path)
    .filter(([k, v]) => {
      if (!isRec(v)) report(dot(path, k), 'must be an object; dropped')
      return isRec(v)
    })
    .map(([, v]) => v as RawRecord)

/**
 * A per-level value: a 5-slot array (largedesktop..mobile) or a scalar for all five. A `"#a"`
 * (or empty) slot inherits from the nearest set slot before it, else after it. A bad slot takes
 * the fallback's slot; a wrong length or bad scalar takes the whole fallback. Both are reported.
 */
export const responsive = <T>(
  raw: RawValue,
  fallback: Responsive<T>,
  parse: (v: RawValue) => T | undefined,
  report: Reporter,
  path: string,
): Responsive<T> => {
  const unset = (v: RawValue) => absent(v) || v === '#a'
  if (!Array.isArray(raw)) {
    const v = unset(raw) ? undefined : parse(raw)
    return v === undefined
      ? unset(raw)
        ? fallback
        : fix(report, path, 'bad value', fallback)
      : [v, v, v, v, v]
  }
  if (raw.length !== 5) return fix(report, path, 'must have 5 values', fallback)
  const vals = raw.map((v, i) =>
    unset(v) ? undefined : (parse(v) ?? fix(report, dot(path, i), 'bad value', fallback[i] as T)),
  )
  let last = vals.find((v) => v !== undefined)
  if (last === undefined) return fallback
  return vals.map((v) => (last = v ?? last)) as unknown as Responsive<T>
}

/** A per-level value read as one: its first set slot (`['', 20, '#a']` -> 20). */
export const firstSet = (raw: RawValue): RawValue =>
  Array.isArray(raw) ? raw.find((v) => !absent(v) && v !== '#a') : raw

/** A {@link Reader} of a per-level value with the same fallback at every level. */
export const perLevel =
  <T>(fallback: T, parse: (v: RawValue) => T | undefined) =>
  (raw: RawValue, report: Reporter, path: string): Responsive<T> =>
    responsive(raw, [fallback, fallback, fallback, fallback, fallback], parse, report, path)

/**
 * An id as used at runtime. "An id may carry a 'SR7_' prefix and a trailing numeric suffix,
 * which is cut off before use": `'SR7_12_1'` -> `'12'`. Without the prefix it is unchanged.
 */
export const cleanId = (raw: RawValue): string => {
  const s = typeof raw === 'number' || typeof raw === 'string' ? `${raw}`.trim() : ''
  return s.startsWith('SR7_') ? s.slice(4).replace(/_\d+$/, '') : s
}

/** Text without markup tags (`'<b>Hi</b> there'` -> `'Hi there'`); a lone `<` is kept. */
export const stripMarkup = (s: string): string => s.replace(/<[a-z!/?][^>]*>?/gi, '')
