// How many calls a page's code makes, by source file and function, for `trace`: V8's precise
// coverage with call counts. A count is deterministic where a time is not, so it tells what a
// change to code run before V8 optimises it removed (docs/performance-log.md, thirty-fifth session:
// the normaliser made half of the calls of 10 slide changes).
import { filesOf } from './unused-code.mjs'

/**
 * Calls by file and by function, most first, from one script's precise coverage
 * (`Profiler.takePreciseCoverage` with `callCount: true`; its `functions`) and its source. A
 * function's count is its first range's: how often it was called since the coverage was last taken.
 * @param {Array<{ functionName: string, ranges: Array<{ startOffset: number, count: number }> }>} functions
 * @param {string} source
 * @returns {{ total: number, byFile: Array<[string, number]>, byFunction: Array<[string, number]> }}
 */
export function callCounts(functions, source) {
  const { fileAt } = filesOf(source)
  /** @type {Map<string, number>} */
  const byFile = new Map()
  /** @type {Map<string, number>} */
  const byFunction = new Map()
  let total = 0
  for (const f of functions) {
    const range = f.ranges[0]
    if (!range?.count) continue
    const file = fileAt(range.startOffset)
    const name = `${f.functionName || '(anonymous)'} (${file})`
    total += range.count
    byFile.set(file, (byFile.get(file) ?? 0) + range.count)
    byFunction.set(name, (byFunction.get(name) ?? 0) + range.count)
  }
  /** @param {Map<string, number>} counts */
  const most = (counts) => [...counts].sort((a, b) => b[1] - a[1])
  return { total, byFile: most(byFile), byFunction: most(byFunction) }
}
