import type { RawValue } from '../../types/model'

/*
 * Two value rules the REST code shares with the normaliser (normalise/scalars.ts), as copies:
 * the REST code is loaded on demand, and importing them from the normaliser would split the
 * normaliser's helpers into a chunk of their own in core's main bundle (about 450 B min+gzip
 * more for every site). values.test.ts checks that each copy answers as its original.
 */

/** `parseBoolean(v) === true`: true, also as `"true"`, `1`, `"1"` or `"on"`. */
export function isTrue(v: RawValue): boolean {
  return [true, 'true', 1, '1', 'on'].includes(v as never)
}

/** `cleanId`: an id's `SR7_` prefix and numeric suffix cut (`'SR7_12_1'` -> `'12'`). */
export function restId(raw: RawValue): string {
  return (typeof raw === 'string' || typeof raw === 'number' ? `${raw}` : '')
    .trim()
    .replace(/^SR7_(.*?)(_\d+)?$/, '$1')
}
