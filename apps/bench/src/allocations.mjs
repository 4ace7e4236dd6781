// What a page allocates over its 10 changes, for `trace` (docs/performance.md, "Twenty-fourth
// session"): every object a change makes and drops is work for the young-generation collector,
// which runs inside the script the bench counts. V8's sampling heap profiler counts allocations
// collected since as well, so the figure is the garbage made, not what is kept.

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ callFrame: CallFrame, selfSize: number, children: ProfileNode[] }} ProfileNode
 */

/**
 * Bytes allocated by site, from a sampling heap profile (`HeapProfiler.stopSampling`). A site is
 * the function that allocated (`name:line`); a built-in (`join`, `next`, `Map`: no URL) counts
 * under the page function that called it (`join < linearEasing:855`), where the code to change is.
 * V8's own entries (`(V8 API)`, `(BYTECODE_COMPILER)`) keep their names.
 * @param {{ head: ProfileNode }} profile
 * @returns {{ total: number, sites: Array<{ site: string, bytes: number }> }} largest first
 */
export function allocationSites(profile) {
  /** @type {Map<string, number>} */
  const bytes = new Map()
  let total = 0
  /** @param {ProfileNode} node @param {string} caller */
  const walk = (node, caller) => {
    const { functionName, url, lineNumber } = node.callFrame
    const own = `${functionName || '(anon)'}:${lineNumber}`
    if (node.selfSize) {
      const site = url || !caller ? (url ? own : functionName) : `${functionName} < ${caller}`
      bytes.set(site, (bytes.get(site) ?? 0) + node.selfSize)
      total += node.selfSize
    }
    for (const child of node.children) walk(child, url ? own : caller)
  }
  walk(profile.head, '')
  const sites = [...bytes]
    .map(([site, b]) => ({ site, bytes: b }))
    .sort((a, b) => b.bytes - a.bytes)
  return { total, sites }
}

/**
 * Samples what a page allocates while `run` runs (every 256 B on average: fine enough for sites
 * of a few KB over 10 changes, and cheap enough not to change what it measures).
 * @param {{ send: (method: string, params?: object) => Promise<any> }} cdp the page's session
 * @param {() => Promise<unknown>} run
 */
export async function allocationsOf(cdp, run) {
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  })
  await run()
  const { profile } = await cdp.send('HeapProfiler.stopSampling')
  await cdp.send('HeapProfiler.disable')
  return allocationSites(profile)
}
