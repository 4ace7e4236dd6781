import type { FieldValue } from './options'

/** Nested form data: values, lists and records of them. */
export type FormFields =
  | FieldValue
  | null
  | readonly FormFields[]
  | { readonly [key: string]: FormFields }

/**
 * docs/behaviour.md §7: nested data sent as bracketed keys (`data[id]=5`, `data[list][0]=a`), the way PHP
 * reads them back. `undefined` leaves a key out; `null` sends an empty value. Cycles are cut
 * (a record already on the path is skipped) so hostile data cannot loop forever.
 */
export function formBody(fields: Record<string, FormFields>): URLSearchParams {
  const body = new URLSearchParams()
  const path = new Set<object>()
  const add = (key: string, value: FormFields): void => {
    if (value === undefined) return
    if (value === null || typeof value !== 'object') {
      body.append(key, value === null ? '' : String(value))
      return
    }
    if (path.has(value)) return
    path.add(value)
    for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v)
    path.delete(value)
  }
  for (const [key, value] of Object.entries(fields)) add(key, value)
  return body
}
