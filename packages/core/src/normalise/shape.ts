import type { RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'
import { dot, hasOwn, isArray } from './safe'
import { bool, leftOut, num, oneOf, record, str } from './scalars'

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
  const out: Record<string, unknown> = {}
  const list = fields(schema)
  // Indexed loops, not `forEach` and `find` with an arrow: this runs for every field of every
  // layer built, mostly before V8 optimises it, where a builtin calling an arrow for each item
  // costs more than the field's own work (issue #25, thirty-fifth session); not `for…of`
  // either, which goes through the iterator protocol there (nineteenth session).
  for (let i = 0; i < list.length; i++) {
    // Indexes, not `[keys, d] =`: that too goes through the iterator protocol.
    const field = list[i] as Field
    const keys = field[0]
    const d = field[1]
    const name = keys[0] as string
    // Own keys only: raw data is read in place, so its prototype chain is never trusted.
    let key: string | undefined
    for (let j = 0; !key && j < keys.length; j++) if (hasOwn(r, keys[j] as string)) key = keys[j]
    const v = key && r[key]
    const type = typeof d
    // The fast path for most fields: one left out whose value needs no reader (a number, a
    // boolean or text, or a per-level reader's). Values that are there go through a reader (a
    // number must be finite, text is cut, a boolean may be spelt `"on"`).
    const left = SCALAR[type] ? d : leftOut.get(d as object)
    if (v === undefined && left !== undefined) {
      out[name] = left
      continue
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
  }
  return out as Shaped<S>
}

/** A schema key, split: the raw keys it reads (the first names the field), and its default or reader. */
type Field = readonly [keys: string[], d: Schema[string]]
const compiled = new WeakMap<Schema, Field[]>()
/** A schema's fields, split once: shape runs per slide, so 1000 slides must not re-parse it. */
function fields(schema: Schema): Field[] {
  const known = compiled.get(schema)
  if (known) return known
  const list = Object.keys(schema).map(
    (spec): Field => [spec.split('|'), schema[spec] as Schema[string]],
  )
  compiled.set(schema, list)
  return list
}
