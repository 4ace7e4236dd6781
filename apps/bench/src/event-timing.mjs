// A visitor's input as the browser times it (`input.mjs`): Chromium writes each Event Timing
// entry to the trace (`EventTiming`, category devtools.timeline) at its full precision and
// whatever its length, where the page's own `PerformanceObserver` sees only entries of 16 ms or
// more, rounded to 8 ms. INP is read from these durations (web.dev/articles/inp).

/**
 * @typedef {{ name: string, ph: string, ts: number, id?: string, pid: number, tid: number, args?: any }} TraceEvent
 * @typedef {{ durationMs: number, delayMs: number, processingMs: number, presentationMs: number,
 *   presentationMainMs: number }} InputTiming
 */

/**
 * How long the thread of `at` ran tasks between `from` and `to` (trace µs): its complete events,
 * outermost only (an event inside another is its part), each clipped to the span, in ms.
 * @param {TraceEvent[]} events
 * @param {TraceEvent} at
 * @param {number} from
 * @param {number} to
 */
function busyMs(events, at, from, to) {
  let us = 0
  let end = from
  const own = events
    .filter((e) => e.ph === 'X' && e.pid === at.pid && e.tid === at.tid && e.dur)
    .sort((a, b) => a.ts - b.ts)
  for (const e of own) {
    const start = Math.max(e.ts, end)
    const stop = Math.min(e.ts + (e.dur ?? 0), to)
    if (stop > start) {
      us += stop - start
      end = stop
    }
  }
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
        presentationMainMs: busyMs(events, e, processed, e.ts + d.duration * 1000),
      }
    })
}
