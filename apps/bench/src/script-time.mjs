/**
 * Script time from a Chromium trace (categories `devtools.timeline` and `v8.execute`): how long
 * the page's main thread ran script, as DevTools' "Scripting" counts it.
 *
 * Why not CDP's `ScriptDuration`: it counts the script a task starts (a frame callback, a timer,
 * an event listener) but not the promise continuations that run after it at the microtask
 * checkpoint. Every library's page steps its slides with `await`, and a library whose slide
 * change is async does most of its work there: on Strata's bench page `ScriptDuration` read
 * 20–23 ms where the trace shows 55–70 (docs/performance-log.md, "Seventeenth session").
 */

/** Events that run script: their time is script time, less the rendering they force inside. */
export const SCRIPT_EVENTS = new Set([
  'FireAnimationFrame',
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireIdleCallback',
])

/** Rendering work: inside a script event it is a forced style or layout, which is not script. */
export const RENDER_EVENTS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'UpdateLayerTree',
])

/** Sorted, merged [start, end] spans of the events (µs). */
const spans = (events) => {
  const out = []
  for (const [a, b] of events.map((e) => [e.ts, e.ts + e.dur]).sort((x, y) => x[0] - y[0])) {
    const last = out.at(-1)
    if (last && a <= last[1]) last[1] = Math.max(last[1], b)
    else out.push([a, b])
  }
  return out
}

/**
 * The renderer main thread of the page at `url`: the process the trace's start lists for that
 * frame, else (an older Chromium) the one renderer main thread there is.
 * @param {Array<Record<string, any>>} events
 * @param {string} url
 */
export function pageThread(events, url) {
  const frames = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames ?? []
  const pid = frames.find((f) => f.url === url)?.processId
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const main = mains.find((e) => e.pid === pid) ?? (mains.length === 1 ? mains[0] : undefined)
  if (!main) throw new Error(`no renderer main thread for ${url} in the trace`)
  return { pid: main.pid, tid: main.tid }
}

/**
 * One thread's complete trace events, and its rendering as merged [start, end] spans (µs).
 * @param {Array<Record<string, any>>} events
 * @param {{ pid: number, tid: number }} thread
 */
export function threadEvents(events, { pid, tid }) {
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur > 0)
  return { mine, render: spans(mine.filter((e) => RENDER_EVENTS.has(e.name))) }
}

/**
 * Microseconds of script in [a, b]: its length less the rendering spans inside it.
 * @param {number} a
 * @param {number} b
 * @param {number[][]} render merged spans, as `threadEvents` gives them
 */
export function scriptBetween(a, b, render) {
  let us = b - a
  for (const [c, d] of render) us -= Math.max(0, Math.min(b, d) - Math.max(a, c))
  return us
}

/**
 * Milliseconds of script on one thread: the union of its script events, less the rendering
 * events inside them (nested events are counted once). With `keep`, only the script events it
 * keeps count (the rendering inside them is left out wherever it falls).
 * @param {Array<Record<string, any>>} events
 * @param {{ pid: number, tid: number }} thread
 * @param {(event: Record<string, any>) => boolean} [keep]
 */
export function scriptTime(events, thread, keep = () => true) {
  const { mine, render } = threadEvents(events, thread)
  let us = 0
  for (const [a, b] of spans(mine.filter((e) => SCRIPT_EVENTS.has(e.name) && keep(e))))
    us += scriptBetween(a, b, render)
  return us / 1000
}

/** Events that no other in the list contains, in time order (each ends where the next may start). */
const outermost = (events) => {
  const out = []
  let end = Number.NEGATIVE_INFINITY
  for (const e of [...events].sort((a, b) => a.ts - b.ts))
    if (e.ts >= end) {
      out.push(e)
      end = e.ts + e.dur
    }
  return out
}

/**
 * Milliseconds of the thread's CPU spent in script: as `scriptTime`, but from each event's thread
 * time (`tdur`, its length where a trace has none). Time the thread waited for a core while a
 * script ran is not in it, so on a machine shared with other work it moves less between loads
 * of the same page than `scriptTime` (39th session: CV 2–3 % against 4 % on a quiet machine).
 * @param {Array<Record<string, any>>} events
 * @param {{ pid: number, tid: number }} thread
 */
export function scriptCpuTime(events, thread) {
  const { mine } = threadEvents(events, thread)
  const cpu = (e) => e.tdur ?? e.dur
  const renders = outermost(mine.filter((e) => RENDER_EVENTS.has(e.name)))
  let us = 0
  for (const s of outermost(mine.filter((e) => SCRIPT_EVENTS.has(e.name)))) {
    us += cpu(s)
    for (const r of renders) if (r.ts >= s.ts && r.ts + r.dur <= s.ts + s.dur) us -= cpu(r)
  }
  return us / 1000
}
