import { leftOut } from './scalars'
import type { Reader } from './shape'

/**
 * Marks `read` as giving `value` for a field left out (a record without the key, or with it
 * `undefined`): `shape` then takes `value` without calling the reader or making its path
 * (issue #25: most of a layer's fields are left out, and each such call ran before V8 optimises
 * it). `value` must be what `read(undefined, …)` returns, and it is shared by every record read,
 * so a list or record should be frozen. `perLevel`'s readers are marked already.
 * @returns `read` itself
 */
export function sameWhenLeftOut<R extends Reader>(read: R, value: ReturnType<R>): R {
  leftOut.set(read, value)
  return read
}
