import type { RawRecord } from '../types/model'
import { isArray, isRec } from './safe'

/**
 * Keys whose values hold no slide, layer or action record, so no walk looks inside them: a
 * layer's timelines (`tl`: scenes of tracks of keyframes of per-level values) are most of a real
 * export's records, and three plugins walk the data before its first paint (issue #25).
 */
const NOT_WALKED = new Set(['tl'])

/**
 * A list of numbers and text only (no object or array in it). An indexed loop, not `every` with
 * an arrow: it runs for each list the walk meets, before V8 optimises it (issue #25).
 */
function flat(list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) if (typeof list[i] === 'object' && list[i]) return false
  return true
}

/**
 * Visits every record in raw module data once (objects and arrays at any place, cycles and
 * nesting beyond `maxDepth` skipped, timelines not entered: {@link NOT_WALKED}), for plugins that
 * look through data before it is normalised (what their `prepare` should load). `visit` returns
 * true to stop the walk.
 */
export function walkRecords(
  data: unknown,
  visit: (record: RawRecord) => boolean | undefined,
  maxDepth = 24,
): void {
  const seen = new Set<object>()
  let stopped = false
  const walk = (value: unknown, depth: number): void => {
    if (stopped || typeof value !== 'object' || value === null) return
    if (seen.has(value) || depth > maxDepth) return
    seen.add(value)
    if (isRec(value) && visit(value)) {
      stopped = true
      return
    }
    const record = value as Record<string, unknown>
    // An indexed loop: most of this runs before V8 optimises it, where `for…of` allocates.
    const keys = Object.keys(record)
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string
      const child = record[key]
      // Only objects and arrays hold records: most values are numbers and text, and lists of
      // them (per-level values, half a real export's objects), which are not entered; the list
      // check is called for lists only (issue #25: a real export's load meets a few thousand).
      if (
        typeof child === 'object' &&
        child !== null &&
        !NOT_WALKED.has(key) &&
        !(isArray(child) && flat(child))
      )
        walk(child, depth + 1)
    }
  }
  walk(data, 0)
}
