// Where a page's CPU goes over its 10 changes, by part (a package, GSAP's chunk, the page's own
// harness), for `trace` (docs/performance-log.md, "Forty-eighth session"): a CPU profile without a
// trace beside it, whose samples are too coarse to time one function (a 50 µs sample lands on
// whatever runs then) but add up by part over thousands of them.

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} CpuProfile
 */

/** V8's entry that is no part's code but the script's cost: collecting the garbage it made. */
const OWN = new Set(['(garbage collector)'])
/**
 * Left out: idle, and `(program)`, the thread's time outside JS (style, layout, paint, the
 * browser's own tasks), which the bench's script figure leaves out too.
 */
const NONE = new Set(['(idle)', '(root)', '(program)'])
/** A browser call no page code made (a callback's built-in called by the browser itself). */
export const NO_CALLER = 'browser (no page caller)'

/**
 * Each sample's node and time (ms), as DevTools counts it: the delta after the sample (the
 * delta before it belongs to the sample before). The last sample has none.
 * @param {Pick<CpuProfile, 'samples' | 'timeDeltas'>} profile
 * @returns {Array<[id: number, ms: number]>}
 */
export function sampleTimes({ samples, timeDeltas }) {
  return samples.map((id, i) => [id, (timeDeltas[i + 1] ?? 0) / 1000])
}

/**
 * A CPU profile's nodes by id, and each node's parent's id (the root has none).
 * @param {Pick<CpuProfile, 'nodes'>} profile
 * @returns {{ byId: Map<number, ProfileNode>, parentOf: Map<number, number> }}
 */
export function profileTree({ nodes }) {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const parentOf = new Map()
  for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  return { byId, parentOf }
}

/**
 * Self time (ms) by part from a CPU profile (`Profiler.stop`). A function's part is where its
 * line falls (`partOf`, allocations.mjs's `linePartsOf`); a browser call or built-in (no URL)
 * counts under its caller's part, and in that part's `browser` too ({@link NO_CALLER} without
 * one); the collector keeps its name; idle time and `(program)` are left out. Each sample's
 * time is the delta after it.
 * @param {CpuProfile} profile
 * @param {(url: string, line: number) => string | undefined} partOf
 * @returns {{ total: number, parts: Array<{ part: string, ms: number, browser: number }> }} most first
 */
export function cpuByPart(profile, partOf) {
  const { byId, parentOf } = profileTree(profile)
  /** @type {Map<number, { part: string, browser: boolean } | undefined>} */
  const known = new Map()
  /** @param {number} id */
  const partOfNode = (id) => {
    if (known.has(id)) return known.get(id)
    const node = byId.get(id)
    const { functionName, url, lineNumber } = node?.callFrame ?? {}
    const parent = parentOf.get(id)
    /** @type {{ part: string, browser: boolean } | undefined} */
    let found
    if (!node || NONE.has(functionName)) found = undefined
    else if (OWN.has(functionName)) found = { part: functionName, browser: false }
    else if (url) found = { part: partOf(url, lineNumber) ?? 'other', browser: false }
    else {
      const caller = parent === undefined ? undefined : partOfNode(parent)
      found = { part: caller?.part ?? NO_CALLER, browser: true }
    }
    known.set(id, found)
    return found
  }
  /** @type {Map<string, { ms: number, browser: number }>} */
  const parts = new Map()
  let total = 0
  for (const [id, ms] of sampleTimes(profile)) {
    const where = partOfNode(id)
    if (!where || !ms) continue
    const sum = parts.get(where.part) ?? { ms: 0, browser: 0 }
    sum.ms += ms
    if (where.browser) sum.browser += ms
    parts.set(where.part, sum)
    total += ms
  }
  return {
    total,
    parts: [...parts].map(([part, sum]) => ({ part, ...sum })).sort((a, b) => b.ms - a.ms),
  }
}

/**
 * The CPU profile of `run`, sampled every 50 µs, by part (see {@link cpuByPart}).
 * @param {{ send: (method: string, params?: object) => Promise<any> }} cdp the page's session
 * @param {() => Promise<unknown>} run
 * @param {(url: string, line: number) => string | undefined} partOf
 */
export async function cpuPartsOf(cdp, run, partOf) {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
  await cdp.send('Profiler.start')
  await run()
  const { profile } = await cdp.send('Profiler.stop')
  await cdp.send('Profiler.disable')
  return cpuByPart(profile, partOf)
}

/**
 * One line a part: `  core  12.3 ms (of it browser calls 1.2)`.
 * @param {ReturnType<typeof cpuByPart>} split
 */
export function cpuPartLines({ parts }) {
  return parts.map(
    ({ part, ms, browser }) =>
      `${ms.toFixed(1).padStart(8)} ms  ${part}${browser >= 0.05 ? ` (of it browser calls ${browser.toFixed(1)})` : ''}`,
  )
}
