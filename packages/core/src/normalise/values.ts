/**
 * The normaliser's value helpers, shared with plugins (core's index re-exports this file):
 * safe reading of untrusted data, scalar and per-level readers, and schema-driven records.
 */
export { absent, clean, entries, guard, isRec, MAX_STR } from './safe'
export * from './scalars'
export { type Reader, type Schema, type Shaped, shape } from './shape'
