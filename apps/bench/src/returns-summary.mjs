import { median } from './stats.mjs'

/**
 * What a visit's trace says of the page's compiling (`returns`): how many functions V8 compiled
 * lazily, on their first call (`V8.CompileCode`), and whether a script's code came from
 * Chromium's code cache (`V8.CompileDeserialize`).
 * @param {ReadonlyArray<{ name: string }>} events a trace's events (category `v8`)
 * @returns {{ lazy: number, fromCache: number }}
 */
export function compileCounts(events) {
  let lazy = 0
  let fromCache = 0
  for (const { name } of events) {
    if (name === 'V8.CompileCode') lazy++
    else if (name === 'V8.CompileDeserialize') fromCache++
  }
  return { lazy, fromCache }
}

/**
 * One line a page and kind: each visit's median ready and start (ms), and the traced round's
 * compile counts beside it.
 * @param {string} key `<page> as <kind>`
 * @param {ReadonlyArray<ReadonlyArray<{ readyMs: number, startMs: number }>>} visits by visit,
 *   one run a round
 * @param {ReadonlyArray<{ lazy: number, fromCache: number }>} counts by visit, the traced round
 * @returns {string}
 */
export function visitLine(key, visits, counts) {
  const cells = visits.map((runs, i) => {
    const ready = median(runs.map((r) => r.readyMs))
    const start = median(runs.map((r) => r.startMs))
    const c = counts[i]
    const compiled = c ? `, ${c.lazy} lazy compiles${c.fromCache ? ', code cache read' : ''}` : ''
    return `visit ${i + 1}: ready ${ready.toFixed(0)}, start ${start.toFixed(0)}${compiled}`
  })
  return `${key}: ${cells.join(' · ')}`
}
