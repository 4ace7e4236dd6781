/**
 * An array of `stubs` whose items are made by `make` the first time they are read, then kept:
 * only reads go through the proxy, so isArray, length, iteration, map, spread and JSON behave
 * as on the real array, and init pays for the stubs alone.
 */
export function lazyList<S extends object, T>(stubs: S[], make: (stub: S) => T): T[] {
  const pending = new Set<unknown>(stubs)
  // Only reads are trapped: a stub read for the first time is swapped for its item, in place.
  return new Proxy(stubs as unknown as Record<PropertyKey, unknown>, {
    get(list, key) {
      if (pending.delete(list[key])) list[key] = make(list[key] as S)
      return list[key]
    },
  }) as unknown as T[]
}
