import type { RawRecord } from '../types/model'
import { isRec } from './safe'

/**
 * Visits every record in raw module data once (objects and arrays at any place, cycles and
 * nesting beyond `maxDepth` skipped), for plugins that look through data before it is normalised
 * (what their `prepare` should load). `visit` returns true to stop the walk.
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
    for (const child of Object.values(value)) walk(child, depth + 1)
  }
  walk(data, 0)
}
