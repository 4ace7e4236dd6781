/**
 * Turns the medians into one table (rows of string cells): per N, Strata's row, then each peer's
 * with the Strata/peer ratio beside every figure (below 1× means Strata is smaller/faster).
 */
const kb = (bytes) => (bytes / 1024).toFixed(1)
const COLUMNS = [
  ['bundle KB gz', (r) => r.bundleGzip, kb],
  ['ready ms', (r) => r.readyMs, (v) => v.toFixed(0)],
  ['eval ms', (r) => r.evalMs, (v) => v.toFixed(0)],
  // Of eval, the modules' top levels; the rest is the browser parsing the file (slides.ts).
  ['top-level ms', (r) => r.topLevelMs, (v) => v.toFixed(1)],
  ['ctor ms', (r) => r.ctorMs, (v) => v.toFixed(1)],
  ['start ms', (r) => r.startMs, (v) => v.toFixed(0)],
  ['LCP ms', (r) => r.lcpMs, (v) => v.toFixed(0)],
  ['heap MB', (r) => r.heapBytes, (v) => (v / 2 ** 20).toFixed(2)],
  // V8's heap with Blink's (the DOM, styles, layout): where the peers keep their slides (heaps.mjs).
  ['heap+DOM MB', (r) => r.pageHeapBytes, (v) => (v / 2 ** 20).toFixed(2)],
  ['DOM nodes', (r) => r.nodes, (v) => v.toFixed(0)],
  ['CLS', (r) => r.cls, (v) => v.toFixed(3)],
  ['fps', (r) => r.meanFps, (v) => v.toFixed(1)],
  ['p95 frame ms', (r) => r.p95FrameMs, (v) => v.toFixed(1)],
  ['frames>20ms', (r) => r.framesOver20, (v) => v.toFixed(0)],
  ['long tasks', (r) => r.longTasks, (v) => v.toFixed(0)],
  ['Layout', (r) => r.layouts, (v) => v.toFixed(0)],
  ['RecalcStyle', (r) => r.recalcStyles, (v) => v.toFixed(0)],
  // Script as the trace counts it (microtasks included), then CDP's ScriptDuration (tasks only),
  // which earlier runs printed as the script figure (script-time.mjs says why it falls short).
  ['Script ms', (r) => r.scriptMs, (v) => v.toFixed(0)],
  // The same script by the thread's CPU time: less moved by other work on a shared machine.
  ['Script CPU ms', (r) => r.scriptCpuMs, (v) => v.toFixed(0)],
  ['task Script ms', (r) => r.taskScriptMs, (v) => v.toFixed(0)],
  // A page left alone after the changes (measure.mjs): nothing moves, so no script should run.
  ['rest Script ms', (r) => r.restScriptMs, (v) => v.toFixed(1)],
]

const ratio = (strata, peer) => (peer > 0 ? ` (${(strata / peer).toFixed(2)}×)` : '')

/**
 * @param {Array<Record<string, any>>} rows one per library and N: { lib, count, runs, bundleGzip, ...medians }
 * @param {string} base the library the ratios are taken from
 * @returns {string[][]}
 */
export function tableRows(rows, base) {
  const header = ['library', 'N', 'runs', ...COLUMNS.map(([name]) => name)]
  const body = rows.map((row) => {
    const ref = rows.find((r) => r.lib === base && r.count === row.count)
    return [
      row.lib,
      String(row.count),
      String(row.runs),
      ...COLUMNS.map(([, get, show]) => {
        const value = get(row)
        if (value === undefined || Number.isNaN(value)) return '-'
        return row.lib === base || !ref ? show(value) : show(value) + ratio(get(ref), value)
      }),
    ]
  })
  return [header, ...body]
}

/** Whether a library's DOM node count stays flat as N grows (≤ 10% above its count at the first N). */
export function domGrowth(rows, lib) {
  const mine = rows.filter((r) => r.lib === lib).sort((a, b) => a.count - b.count)
  const first = mine[0]
  if (!first) return ''
  const list = mine.map((r) => `${r.count}: ${r.nodes}`).join(', ')
  const last = mine.at(-1)
  const flat = last.nodes <= first.nodes * 1.1
  return `${lib}: DOM nodes ${list} → ${flat ? 'flat' : `grows ${(last.nodes / first.nodes).toFixed(1)}×`}`
}
