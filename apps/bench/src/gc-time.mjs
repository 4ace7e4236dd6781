// Garbage collections in a trace, for `trace` (docs/performance-log.md, "Thirty-eighth session"):
// the young-generation collections a page's changes cause run inside its script, so they show
// what its allocations cost. The trace's `devtools.timeline` category records each one.

/**
 * @typedef {{ count: number, ms: number }} GcKind
 * @typedef {{ young: GcKind, full: GcKind }} GcTime
 */

/**
 * Young-generation (`MinorGC`) and full (`MajorGC`) collections on one thread: how many, how
 * long in all.
 * @param {Array<Record<string, any>>} events
 * @param {{ pid: number, tid: number }} thread
 * @returns {GcTime}
 */
export function gcOf(events, { pid, tid }) {
  const out = { young: { count: 0, ms: 0 }, full: { count: 0, ms: 0 } }
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X') continue
    const kind = e.name === 'MinorGC' ? out.young : e.name === 'MajorGC' ? out.full : undefined
    if (!kind) continue
    kind.count++
    kind.ms += (e.dur ?? 0) / 1000
  }
  return out
}

/** @param {GcTime} gc */
export const gcLine = ({ young, full }) =>
  `Garbage collection (main thread): ${young.count} young, ${young.ms.toFixed(1)} ms; ${full.count} full, ${full.ms.toFixed(1)} ms`
