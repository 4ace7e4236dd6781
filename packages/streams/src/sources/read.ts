import type { RawValue } from '@strata/core'
import { isRec } from '../raw-record'

/**
 * The value at a dotted path of a feed item (`snippet.thumbnails.high.url`, `images.0.src`), or
 * undefined when any step is missing. Feed items are untrusted: nothing here throws.
 */
export function pick(item: RawValue, path: string): RawValue | undefined {
  let at: RawValue | undefined = item
  for (const key of path.split('.')) {
    if (Array.isArray(at)) at = at[Number(key)]
    else if (isRec(at) && Object.hasOwn(at, key)) at = at[key]
    else return undefined
  }
  return at
}

/** A string or a number as text; anything else (records, lists, booleans) is ''. */
export function asText(value: RawValue | undefined): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? `${value}`
      : ''
}

/** The text at the first of `paths` that holds one. */
export function first(item: RawValue, ...paths: string[]): string {
  for (const path of paths) {
    const text = asText(pick(item, path))
    if (text) return text
  }
  return ''
}

/** The texts at `key` of each record in the list at `path`, joined with ', ' (categories, tags). */
export function joined(item: RawValue, path: string, key: string): string {
  const list = pick(item, path)
  return Array.isArray(list)
    ? list
        .map((entry) => asText(pick(entry, key)))
        .filter(Boolean)
        .join(', ')
    : ''
}
