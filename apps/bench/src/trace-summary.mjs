import { sampleTimes } from './cpu-parts.mjs'

/**
 * Reads a Chromium trace (devtools.timeline) and a CPU profile, and prints: how many layouts and
 * style recalculations ran, which JS stacks forced them (top frames, most first), and the JS
 * functions with the most self time.
 * @param {Array<Record<string, any>>} events
 * @param {{ nodes: Array<Record<string, any>>, samples: number[], timeDeltas: number[] }} profile
 * @param {(line: string) => void} print
 */
export function summariseTrace(events, profile, print) {
  for (const [label, names] of [
    ['Layout', ['Layout']],
    ['RecalcStyle', ['UpdateLayoutTree', 'RecalculateStyles']],
  ]) {
    const hits = events.filter((e) => names.includes(e.name) && (e.ph === 'X' || e.ph === 'B'))
    const causes = new Map()
    for (const e of hits) {
      const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace
      const key = stack?.length
        ? stack
            .slice(0, Number(process.env.TRACE_DEPTH ?? 4))
            .map((f) => `${f.functionName || '(anon)'}:${f.lineNumber}`)
            .join(' < ')
        : '(rendering step, not forced)'
      const was = causes.get(key) ?? { count: 0, ms: 0 }
      causes.set(key, { count: was.count + 1, ms: was.ms + (e.dur ?? 0) / 1000 })
    }
    print(`${label}: ${hits.length}`)
    for (const [key, { count, ms }] of [...causes].sort((a, b) => b[1].count - a[1].count))
      print(`  ${String(count).padStart(4)} × ${ms.toFixed(1).padStart(6)} ms  ${key}`)
  }
  // What made a layout necessary: each invalidation's reason, node and the JS that did it.
  const why = new Map()
  for (const e of events.filter((x) => x.name === 'LayoutInvalidationTracking')) {
    const d = e.args?.data ?? {}
    const top = (d.stackTrace ?? [])
      .slice(0, 3)
      .map((f) => `${f.functionName || '(anon)'}:${f.lineNumber}`)
      .join(' < ')
    const key = `${d.reason ?? '?'} on ${d.nodeName ?? '?'}${top ? ` by ${top}` : ''}`
    why.set(key, (why.get(key) ?? 0) + 1)
  }
  print('Layout invalidations (reason on node by JS stack):')
  for (const [key, count] of [...why].sort((a, b) => b[1] - a[1]).slice(0, 25))
    print(`  ${String(count).padStart(4)} × ${key}`)
  if (process.env.TRACE_TIMELINE) printTimeline(events, print)
  print('JS self time (top 15):')
  for (const [fn, ms] of selfTimes(profile).slice(0, 15))
    print(`  ${ms.toFixed(1).padStart(7)} ms  ${fn}`)
}

/**
 * Self time (ms) per function (`name:line` and the file's last two path parts) from a CPU
 * profile, most first; each sample's time is the delta after it, as in DevTools (cpu-parts.mjs).
 * @param {{ nodes: Array<Record<string, any>>, samples: number[], timeDeltas: number[] }} profile
 * @returns {Array<[fn: string, ms: number]>}
 */
export function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const totals = new Map()
  for (const [id, ms] of sampleTimes(profile)) {
    const f = byId.get(id)?.callFrame
    if (!f) continue
    const key = `${f.functionName || '(anon)'}:${f.lineNumber + 1} ${f.url.split('/').slice(-2).join('/')}`
    totals.set(key, (totals.get(key) ?? 0) + ms)
  }
  return [...totals].sort((a, b) => b[1] - a[1])
}

const TIMELINE = new Set([
  'FireAnimationFrame',
  'TimerFire',
  'FunctionCall',
  'Layout',
  'UpdateLayoutTree',
  'LayoutInvalidationTracking',
  'Paint',
])

/**
 * `TRACE_TIMELINE=1`: the renderer main thread's frames, timers, layouts, style recalcs and layout
 * invalidations in order (ms from the first), to see which write came before which read.
 */
function printTimeline(events, print) {
  const layout = events.find((e) => e.name === 'Layout')
  if (!layout) return
  const main = events.filter(
    (e) => e.pid === layout.pid && e.tid === layout.tid && TIMELINE.has(e.name) && e.ph !== 'E',
  )
  main.sort((a, b) => a.ts - b.ts)
  const t0 = main[0]?.ts ?? 0
  const depth = Number(process.env.TRACE_DEPTH ?? 4)
  print('Timeline (ms, main thread):')
  for (const e of main) {
    const d = e.args?.data ?? e.args?.beginData ?? {}
    const stack = (d.stackTrace ?? e.args?.beginData?.stackTrace ?? [])
      .slice(0, depth)
      .map((f) => `${f.functionName || '(anon)'}:${f.lineNumber}`)
      .join(' < ')
    const what =
      e.name === 'LayoutInvalidationTracking'
        ? `  invalidate ${d.reason} ${d.nodeName ?? ''}`
        : e.name === 'FunctionCall'
          ? `  call ${d.functionName || '(anon)'}:${d.lineNumber ?? ''}`
          : e.name
    const dur = e.dur ? ` ${(e.dur / 1000).toFixed(2)}ms` : ''
    print(
      `  ${((e.ts - t0) / 1000).toFixed(1).padStart(8)} ${what}${dur}${stack ? ` by ${stack}` : ''}`,
    )
  }
}
