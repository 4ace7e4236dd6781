// A visitor's input as the browser times it (`input.mjs`): Chromium writes each Event Timing
// entry to the trace (`EventTiming`, category devtools.timeline) at its full precision and
// whatever its length, where the page's own `PerformanceObserver` sees only entries of 16 ms or
// more, rounded to 8 ms. INP is read from these durations (web.dev/articles/inp).
import { outermost } from './long-frames.mjs'
import { threadEvents } from './script-time.mjs'

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, id?: string, pid: number, tid: number, args?: any }} TraceEvent
 * @typedef {{ durationMs: number, delayMs: number, processingMs: number, presentationMs: number,
 *   presentationMainMs: number }} InputTiming
 */

/**
 * How long a thread ran tasks between `from` and `to` (trace µs), in ms.
 * @param {TraceEvent[]} tasks the thread's outermost complete events (long-frames.mjs), by start
 * @param {number} from
 * @param {number} to
 */
function busyMs(tasks, from, to) {
  let us = 0
  for (const e of tasks) us += Math.max(0, Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, from))
  return us / 1000
}

/**
 * Each `type` event's timing from a trace, in the order they came: its duration (the input's
 * time stamp to the next paint after its handlers, INP's figure), and that duration in its three
 * parts: the input delay (until its handlers began: the main thread was busy), the processing
 * (its handlers) and the presentation (the frame that shows their effect: rendering, and waiting
 * for the frame), with the main thread's share of the presentation: the rest of it is waiting,
 * for the frame's start and for the compositor and raster threads to draw it.
 * @param {TraceEvent[]} events
 * @param {string} [type] the DOM event's type
 * @returns {InputTiming[]}
 */
export function inputTimings(events, type = 'keydown') {
  /** @type {Map<string, TraceEvent[]>} each thread's tasks, read once */
  const tasksOf = new Map()
  const tasks = (/** @type {TraceEvent} */ at) => {
    const key = `${at.pid}:${at.tid}`
    const known = tasksOf.get(key)
    if (known) return known
    const list = outermost(threadEvents(events, at).mine)
    tasksOf.set(key, list)
    return list
  }
  return events
    .filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.type === type)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const d = e.args.data
      const delayMs = d.processingStart - d.timeStamp
      const processingMs = d.processingEnd - d.processingStart
      // The begin event's `ts` is the input's time stamp, in the trace's µs.
      const processed = e.ts + (delayMs + processingMs) * 1000
      return {
        durationMs: d.duration,
        delayMs,
        processingMs,
        presentationMs: d.duration - delayMs - processingMs,
        presentationMainMs: busyMs(tasks(e), processed, e.ts + d.duration * 1000),
      }
    })
}
