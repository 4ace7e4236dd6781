/** Arrays and objects made by literals (or `Object.create(null)`): compared field by field. */
function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/**
 * Whether two values of plain data are equal: primitives by `Object.is`, arrays item by item,
 * plain objects key by key (the same own enumerable keys, equal values). Everything else
 * (functions, class instances, DOM nodes, dates) only by reference, since their contents are not
 * data the caller wrote. A cycle compares by reference where it closes, so it cannot recurse
 * for ever.
 */
export function deepEqual(a: unknown, b: unknown, open: unknown[] = []): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (open.includes(a)) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    open.push(a)
    const same = a.every((item, i) => deepEqual(item, b[i], open))
    open.pop()
    return same
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  const keys = Object.keys(x)
  if (keys.length !== Object.keys(y).length) return false
  open.push(a)
  const same = keys.every((k) => Object.hasOwn(y, k) && deepEqual(x[k], y[k], open))
  open.pop()
  return same
}
