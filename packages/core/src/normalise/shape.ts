import type { RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'
import { dot, hasOwn, isArray } from './safe'
import { bool, num, oneOf, record, str } from './scalars'

/**
 * Reads one raw value at `path` into a clean one (reporting what it had to fix). Inside
 * {@link shape}, `done` holds the record's fields read so far (schema order), for defaults
 * that follow another field.
 */
export type Reader<T = unknown> = (
  raw: RawValue,
  report: Reporter,
  path: string,
  done?: Record<string, unknown>,
) => T

/**
 * A declarative description of a record: each key's default says how to read it.
 * - a number, boolean or string: that type, with that default (num, bool, str);
 * - a list of strings: one of them, default the first (oneOf);
 * - a function: a {@link Reader} for anything else (per-level values, special cases);
 * - an object: a nested record.
 * A key `'name|other'` reads `name`, or the raw key `other` where `name` is missing (exports
 * and docs/behaviour.md spell some keys differently).
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

type ScalarReader = (raw: RawValue, fallback: never, report: Reporter, path: string) => unknown
/** The reader of each scalar default, by its type. */
const SCALAR: { [type: string]: ScalarReader } = { number: num, boolean: bool, string: str }

/**
 * Reads a raw record by a {@link Schema}: every field present and defaulted, every problem
 * reported at its dotted path. A raw value that is not an object counts as `{}` (reported).
 */
export function shape<S extends Schema>(
  raw: RawValue,
  schema: S,
  report: Reporter,
  path: string,
): Shaped<S> {
  const r = record(raw, report, path)
  // Own keys only: raw data is read in place, so its prototype chain is never trusted. One test
  // for the whole record, not an arrow made for each field: those were most of the normaliser's
  // garbage (docs/performance.md, "Twenty-fourth session").
  const own = (k: string) => hasOwn(r, k)
  const out: Record<string, unknown> = {}
  // `forEach` over plain objects, not `for…of` over lists: this runs for every field of every
  // layer before the first paint, mostly before V8 optimises it, and there `for…of` and
  // `[a, b] = field` go through the iterator protocol, an object a step (2.5× slower in Node's
  // interpreter; issue #25, nineteenth session).
  fields(schema).forEach(({ keys, d }) => {
    const name = keys[0] as string
    const key = keys.find(own)
    const v = key && r[key]
    const type = typeof d
    // Fast path for the common case, a field left out or already of its default's type (a
    // finite number, a boolean, or text short enough to keep whole): this runs for every field
    // of every slide, so init stays flat as slides grow.
    const fits =
      v === undefined ||
      (type === typeof v &&
        (type === 'string' ? (v as string).length <= 1e6 : type !== 'number' || Number.isFinite(v)))
    // A scalar default (number, boolean, text) has a reader in SCALAR.
    if (SCALAR[type] && fits) {
      out[name] = v ?? d
      return
    }
    const p = dot(path, key ?? name)
    out[name] =
      type === 'function'
        ? (d as Reader)(v, report, p, out)
        : isArray(d)
          ? oneOf(v, d, d[0], report, p)
          : type === 'object'
            ? shape(v, d as Schema, report, p)
            : (SCALAR[type] as ScalarReader)(v, d as never, report, p)
  })
  return out as Shaped<S>
}

/** A schema key, split: the raw keys it reads (the first names the field), and its default or reader. */
type Field = { keys: string[]; d: Schema[string] }
const compiled = new WeakMap<Schema, Field[]>()
/** A schema's fields, split once: shape runs per slide, so 1000 slides must not re-parse it. */
function fields(schema: Schema): Field[] {
  const known = compiled.get(schema)
  if (known) return known
  const list = Object.keys(schema).map((spec) => ({
    keys: spec.split('|'),
    d: schema[spec] as Schema[string],
  }))
  compiled.set(schema, list)
  return list
}
