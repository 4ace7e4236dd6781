/**
 * Pretty JSON for the inspector panels. Unlike bare JSON.stringify it never throws: functions
 * and cycles are named instead (a model may hold either once plugins add their parts).
 */
export function toJson(value: unknown): string {
  return compactLists(stringify(value))
}

/**
 * Puts lists of plain values on one line (`"width": [1600, 1240, …]`), as exports are read.
 * Only a `[` followed by a real newline is JSON's own (strings hold `\n` escaped), and lists
 * holding any bracket or brace are left alone.
 */
const compactLists = (json: string): string =>
  json.replace(
    /\[\n\s*([^[\]{}]*?)\n\s*\]/g,
    (_, inner: string) => `[${inner.split(/,\n\s*/).join(', ')}]`,
  )

function stringify(value: unknown): string {
  const ancestors: object[] = []
  try {
    return (
      JSON.stringify(
        value,
        function replace(this: unknown, _key, v: unknown) {
          if (typeof v === 'function') return `[function ${v.name || 'anonymous'}]`
          if (typeof v === 'bigint') return `${v}n`
          if (typeof v !== 'object' || v === null) return v
          // `this` is the holder of v: drop ancestors we have walked back out of.
          while (ancestors.length && ancestors[ancestors.length - 1] !== this) ancestors.pop()
          if (ancestors.includes(v)) return '[circular]'
          ancestors.push(v)
          return v
        },
        2,
      ) ?? 'undefined'
    )
  } catch (error) {
    return `(cannot show: ${(error as Error).message})`
  }
}
