/**
 * Moves the entries of the slides after a removed one down one index, as core moves its own
 * (`slide:remove`, after the removed slide's `slide:release`); global layers' negative keys stay.
 * Without it a removal left every later slide under its old index, and core's next release of
 * one took away another's layers.
 */
export function shiftDown<V>(map: Map<number, V>, removed: number): void {
  const moved = [...map]
  map.clear()
  for (const [i, v] of moved) if (i !== removed) map.set(i > removed ? i - 1 : i, v)
}
