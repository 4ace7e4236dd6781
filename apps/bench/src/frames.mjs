// `pnpm --filter @strata/bench frames <page> <n> <loads> <label> [label...]`: what the frames of
// a page's 10 changes wait on off the main thread (docs/performance-log.md, "Fifty-eighth session").
// Each `ab build` label's page (`<build>:<page>` as in `ab compare`) is loaded `loads` times in
// turn and its changes traced with the compositor's and the raster workers' events; prints the
// medians of: the frames over 20 ms between the page's animation frames and the longest, and the
// ms of image decoding and of rasterising, in all and in those long frames. A decode in a long
// frame is one the visitor waited for; one outside them ran ahead of the frame that shows it.
import { abToolArgs, eachAbLoad } from './ab-loads.mjs'
import { longGaps, namedTime } from './long-frames.mjs'
import { settle } from './measure.mjs'
import { pageThread } from './script-time.mjs'
import { median } from './stats.mjs'

const args = abToolArgs('frames')
const { page, n, loads, labels } = args
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'viz', 'cc']

/**
 * The figures printed, in order, and how each is read from one load's trace: its events and the
 * long frames' gaps (long-frames.mjs).
 * @type {Array<[string, (t: { events: import('./long-frames.mjs').TraceEvent[], gaps: Array<[number, number]> }) => number]>}
 */
const FIGURES = [
  ['frames>20ms', ({ gaps }) => gaps.length],
  ['longest frame ms', ({ gaps }) => Math.max(0, ...gaps.map(([a, b]) => (b - a) / 1000))],
  ['decode ms', ({ events, gaps }) => namedTime(events, 'ImageDecodeTask', gaps).all],
  [
    'decode in long frames ms',
    ({ events, gaps }) => namedTime(events, 'ImageDecodeTask', gaps).inLong,
  ],
  ['raster ms', ({ events, gaps }) => namedTime(events, 'RasterTask', gaps).all],
  ['raster in long frames ms', ({ events, gaps }) => namedTime(events, 'RasterTask', gaps).inLong],
]

/** @type {Record<string, number[][]>} one list of figures a load */
const runs = Object.fromEntries(labels.map((l) => [l, []]))
await eachAbLoad(args, async (label, tab, context) => {
  await settle(tab)
  const browser = context.browser()
  if (!browser) throw new Error('frames: no browser to trace with')
  await browser.startTracing(tab, { categories: CATEGORIES })
  await tab.evaluate(() => window.__bench.transitions(10))
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  const gaps = longGaps(events, pageThread(events, tab.url()))
  runs[label]?.push(FIGURES.map(([, read]) => read({ events, gaps })))
})
console.log(`${page}, N = ${n}, 10 changes: medians of ${loads} loads`)
for (const label of labels) {
  const cells = FIGURES.map(([name], f) => {
    const m = median((runs[label] ?? []).map((r) => r[f] ?? 0))
    return `${name} ${Number.isInteger(m) ? m : m.toFixed(1)}`
  })
  console.log(`${label}: ${cells.join(' · ')}`)
}
