import type { RawValue } from '../../../types/model'

/** Layer ids as strings from one id or a list (numbers and strings; others dropped). */
export const idList = (value: RawValue): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map(String)
    .filter(Boolean)
