// What a page allocates over its 10 changes, for `trace` (docs/performance-log.md, "Twenty-fourth
// session"): every object a change makes and drops is work for the young-generation collector,
// which runs inside the script the bench counts. V8's sampling heap profiler counts allocations
// collected since as well, so the figure is the garbage made, not what is kept.
import { partsOf } from './load-code.mjs'

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ callFrame: CallFrame, selfSize: number, children: ProfileNode[] }} ProfileNode
 */

/**
 * Bytes allocated by site, from a sampling heap profile (`HeapProfiler.stopSampling`). A site is
 * the function that allocated (`name:line`); a built-in (`join`, `next`, `Map`: no URL) counts
 * under the page function that called it (`join < linearEasing:855`), where the code to change is.
 * V8's own entries (`(V8 API)`, `(BYTECODE_COMPILER)`) keep their names. With `partOf`, the
 * bytes by part too (a package: {@link linePartsOf}), a built-in's under its caller's part; what
 * has no part (V8's own entries) is left out of `parts`.
 * @param {{ head: ProfileNode }} profile
 * @param {(url: string, line: number) => string | undefined} [partOf]
 * @returns {{ total: number, sites: Array<{ site: string, bytes: number }>, parts: Array<{ part: string, bytes: number }> }} largest first
 */
export function allocationSites(profile, partOf = () => undefined) {
  /** @type {Map<string, number>} */
  const bytes = new Map()
  /** @type {Map<string, number>} */
  const byPart = new Map()
  let total = 0
  /** @param {ProfileNode} node @param {string} caller @param {string | undefined} callerPart */
  const walk = (node, caller, callerPart) => {
    const { functionName, url, lineNumber } = node.callFrame
    const own = `${functionName || '(anon)'}:${lineNumber}`
    const part = url ? partOf(url, lineNumber) : callerPart
    if (node.selfSize) {
      const site = url || !caller ? (url ? own : functionName) : `${functionName} < ${caller}`
      bytes.set(site, (bytes.get(site) ?? 0) + node.selfSize)
      if (part !== undefined) byPart.set(part, (byPart.get(part) ?? 0) + node.selfSize)
      total += node.selfSize
    }
    for (const child of node.children) walk(child, url ? own : caller, part)
  }
  walk(profile.head, '', undefined)
  const largestFirst = (map, key) =>
    [...map].map(([k, b]) => ({ [key]: k, bytes: b })).sort((a, b) => b.bytes - a.bytes)
  return { total, sites: largestFirst(bytes, 'site'), parts: largestFirst(byPart, 'part') }
}

/**
 * The part of a page file (load-code.mjs's `partsOf`: a package, a dependency, the page) a
 * profile's `(url, line)` falls in, for {@link allocationSites}: `source` is the file at a URL
 * ending in `file`; another file (a chunk loaded on demand: GSAP, SplitText) is a part of its
 * own, by its name.
 * @param {string} file
 * @param {string} source
 * @returns {(url: string, line: number) => string | undefined}
 */
export function linePartsOf(file, source) {
  const partAt = partsOf(source)
  /** @type {number[]} offsets of each line's start */
  const starts = [0]
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1)
  return (url, line) => (url.endsWith(file) ? partAt(starts[line] ?? 0) : url.split('/').pop())
}

/**
 * Samples what a page allocates while `run` runs (every 256 B on average: fine enough for sites
 * of a few KB over 10 changes, and cheap enough not to change what it measures).
 * @param {{ send: (method: string, params?: object) => Promise<any> }} cdp the page's session
 * @param {() => Promise<unknown>} run
 * @param {(url: string, line: number) => string | undefined} [partOf] see {@link allocationSites}
 */
export async function allocationsOf(cdp, run, partOf) {
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  })
  await run()
  const { profile } = await cdp.send('HeapProfiler.stopSampling')
  await cdp.send('HeapProfiler.disable')
  return allocationSites(profile, partOf)
}
