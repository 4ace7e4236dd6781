import type { RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'
import { dot } from './safe'
import { bool, num, oneOf, record, str } from './scalars'

/** Reads one raw value at `path` into a clean one (reporting what it had to fix). */
export type Reader<T = unknown> = (raw: RawValue, report: Reporter, path: string) => T

/**
 * A declarative description of a record: each key's default says how to read it.
 * - a number, boolean or string: that type, with that default (num, bool, str);
 * - a list of strings: one of them, default the first (oneOf);
 * - a function: a {@link Reader} for anything else (per-level values, special cases);
 * - an object: a nested record.
 * A key `'name|other'` reads `name`, or the raw key `other` where `name` is missing (exports
 * and SPEC.md spell some keys differently).
 */
export type Schema = {
  readonly [key: string]: number | boolean | string | readonly string[] | Reader | Schema
}

/** The clean record a schema reads into. */
export type Shaped<S> =
  S extends Reader<infer T>
    ? T
    : S extends readonly (infer U)[]
      ? U
      : S extends number
        ? number
        : S extends boolean
          ? boolean
          : S extends string
            ? string
            : { -readonly [K in keyof S as K extends `${infer N}|${string}` ? N : K]: Shaped<S[K]> }

/**
 * Reads a raw record by a {@link Schema}: every field present and defaulted, every problem
 * reported at its dotted path. A raw value that is not an object counts as `{}` (reported).
 */
export const shape = <S extends Schema>(
  raw: RawValue,
  schema: S,
  report: Reporter,
  path: string,
): Shaped<S> => {
  const r = record(raw, report, path)
  const out: Record<string, unknown> = {}
  for (const spec in schema) {
    const names = spec.split('|')
    const key = names.find((n) => r[n] !== undefined) ?? (names[0] as string)
    const d = schema[spec]
    const v = r[key]
    const p = dot(path, key)
    out[names[0] as string] =
      typeof d === 'function'
        ? d(v, report, p)
        : Array.isArray(d)
          ? oneOf(v, d, d[0], report, p)
          : typeof d === 'object'
            ? shape(v, d as Schema, report, p)
            : typeof d === 'number'
              ? num(v, d, report, p)
              : typeof d === 'boolean'
                ? bool(v, d, report, p)
                : str(v, d as string, report, p)
  }
  return out as Shaped<S>
}
