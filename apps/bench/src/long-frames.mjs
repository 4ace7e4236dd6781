// Which thread a slow frame waited on, for `trace` (docs/performance-log.md, "Twenty-ninth session"):
// the bench's frame figures count the gaps between the page's animation frames, and a gap can be
// the main thread's work (script, style, layout, paint) or another thread's. With Chromium's
// software compositing (--disable-gpu, as here), the compositor drawing a 3D turn takes 35–55 ms
// a frame while the main thread idles; no change to the page's script would shorten those.

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent
 * @typedef {{ thread: string, ms: number, top: Array<{ name: string, ms: number }> }} ThreadBusy
 */

/** A thread's task wrappers: what ran is the events inside them. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/** Complete events of one thread, outermost only (an event inside another is its part), by start. */
export const outermost = (events) => {
  const out = []
  let end = -1
  for (const e of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (e.ts < end) continue
    out.push(e)
    end = e.ts + (e.dur ?? 0)
  }
  return out
}

/**
 * The gaps longer than `limitMs` between the main thread's animation frames (`FireAnimationFrame`
 * starts), and what each thread ran in them: its outermost events' time, and the names that took
 * the most of it (inside the task wrappers, `RunTask`). An event is counted in the gap it starts in.
 * @param {TraceEvent[]} events a trace with `devtools.timeline` and the compositor's categories
 * @param {{ pid: number, tid: number }} main the page's renderer main thread (script-time.mjs)
 * @param {number} [limitMs]
 * @returns {{ frames: number, longest: number, threads: ThreadBusy[] }} busiest thread first
 */
export function longFrames(events, main, limitMs = 20) {
  const names = new Map()
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name)
  const gaps = longGaps(events, main, limitMs)
  const inGap = (ts) => gaps.some(([a, b]) => ts >= a && ts < b)
  /** @type {Map<string, TraceEvent[]>} */
  const byThread = new Map()
  for (const e of events) {
    if (e.ph !== 'X' || !(e.dur > 0) || WRAPPERS.has(e.name) || !inGap(e.ts)) continue
    const key = `${e.pid}:${e.tid}`
    const list = byThread.get(key)
    if (list) list.push(e)
    else byThread.set(key, [e])
  }
  const threads = [...byThread].map(([key, list]) => {
    const tops = new Map()
    let us = 0
    for (const e of outermost(list)) {
      us += e.dur ?? 0
      tops.set(e.name, (tops.get(e.name) ?? 0) + (e.dur ?? 0))
    }
    const top = [...tops]
      .map(([name, t]) => ({ name, ms: t / 1000 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
    return { thread: names.get(key) ?? key, ms: us / 1000, top }
  })
  return {
    frames: gaps.length,
    longest: Math.max(0, ...gaps.map(([a, b]) => (b - a) / 1000)),
    threads: threads.sort((a, b) => b.ms - a.ms),
  }
}

/**
 * The gaps longer than `limitMs` between the main thread's animation frames (`FireAnimationFrame`
 * starts), as [start, end] in the trace's µs.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} main
 * @param {number} [limitMs]
 * @returns {Array<[number, number]>}
 */
export function longGaps(events, main, limitMs = 20) {
  const frames = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'FireAnimationFrame')
    .map((e) => e.ts)
    .sort((a, b) => a - b)
  /** @type {Array<[number, number]>} */
  const gaps = []
  for (let i = 1; i < frames.length; i++)
    if (frames[i] - frames[i - 1] > limitMs * 1000) gaps.push([frames[i - 1], frames[i]])
  return gaps
}

/**
 * The ms of the complete events named `name` on any thread: in all, and those that start inside
 * one of `gaps` (the long frames a visitor sees).
 * @param {TraceEvent[]} events
 * @param {string} name
 * @param {Array<[number, number]>} gaps
 * @returns {{ all: number, inLong: number }}
 */
export function namedTime(events, name, gaps) {
  let all = 0
  let inLong = 0
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== name) continue
    all += e.dur ?? 0
    if (gaps.some(([a, b]) => e.ts >= a && e.ts < b)) inLong += e.dur ?? 0
  }
  return { all: all / 1000, inLong: inLong / 1000 }
}
