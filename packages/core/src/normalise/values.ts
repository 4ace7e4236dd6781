/**
 * The normaliser's value helpers, shared with plugins (core's index re-exports this file):
 * safe reading of untrusted data, scalar and per-level readers, and schema-driven records.
 */
export { checkColour, colour, parseColour } from './colour'
export { absent, entries, guard, isRec } from './safe'
export {
  bool,
  cleanId,
  firstSet,
  num,
  oneOf,
  parseBoolean,
  parseLength,
  parseNumber,
  perLevel,
  record,
  records,
  responsive,
  str,
  stripMarkup,
} from './scalars'
export { type Reader, type Schema, type Shaped, shape } from './shape'
