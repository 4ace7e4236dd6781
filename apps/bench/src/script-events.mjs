// How the script of 10 changes splits into tasks by length, for `trace` (docs/performance-log.md,
// "Thirty-second session"): the bench's figure is a sum, and the same sum made of many short
// frame callbacks (the bench's own frame loop, which every page runs) or of a few long tasks
// (a change building its next slide) calls for different fixes.
import { SCRIPT_EVENTS, scriptBetween, threadEvents } from './script-time.mjs'

/** Upper bounds (ms) of the length classes a task's script falls in. */
export const LENGTHS = [0.5, 1, 2, 4, Number.POSITIVE_INFINITY]

/**
 * The thread's top-level script events (a script event inside another counts as part of it),
 * each with its script time: its length less the rendering inside it, counted as `scriptTime`
 * counts it (script-time.mjs).
 * Then by length class: how many, their ms, and how many of each event name.
 * @param {Array<Record<string, any>>} events a Chromium trace's events
 * @param {{ pid: number, tid: number }} thread
 * @returns {Array<{ upTo: number, count: number, ms: number, names: Record<string, number> }>}
 */
export function scriptByLength(events, thread) {
  const { mine, render } = threadEvents(events, thread)
  mine.sort((a, b) => a.ts - b.ts)
  const rows = LENGTHS.map((upTo) => ({ upTo, count: 0, ms: 0, names: {} }))
  let end = Number.NEGATIVE_INFINITY
  for (const e of mine) {
    if (!SCRIPT_EVENTS.has(e.name) || e.ts < end) continue
    end = e.ts + e.dur
    const ms = scriptBetween(e.ts, end, render) / 1000
    const row = rows.find((r) => ms <= r.upTo) ?? rows[rows.length - 1]
    row.count++
    row.ms += ms
    row.names[e.name] = (row.names[e.name] ?? 0) + 1
  }
  return rows
}

/** The rows as printed lines: class, count, ms, and the events' names by count. */
export function scriptLengthLines(rows) {
  let from = 0
  return rows.map(({ upTo, count, ms, names }) => {
    const label = upTo === Number.POSITIVE_INFINITY ? `over ${from} ms` : `${from}–${upTo} ms`
    from = upTo
    const kinds = Object.entries(names)
      .sort((a, b) => b[1] - a[1])
      .map(([n, c]) => `${n} ${c}`)
      .join(', ')
    return `${label.padStart(12)}: ${String(count).padStart(4)} tasks, ${ms.toFixed(1).padStart(6)} ms${kinds ? ` (${kinds})` : ''}`
  })
}
