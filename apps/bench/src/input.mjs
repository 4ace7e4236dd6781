// `pnpm --filter @strata/bench input <page> <n> <loads> <label> [label...]`: how long a
// visitor's key press takes to show on the page (INP's measure, web.dev/articles/inp), and why.
// Each `ab build` label's page (`<build>:<page>` as in `ab compare`) is loaded `loads` times in
// turn; once it has settled, a keydown handler the tool adds (the same on every page: ArrowRight
// asks the library for the next slide, ArrowLeft for the previous, through `__bench.step`) gets
// 10 real key presses from Playwright, five forward and five back, each `INPUT_PAUSE_MS` after
// the last change ended (1,500 by default, when the entering slide's layers have played: a
// press while something animates waits for the next frame of the display's 60 Hz grid, where a
// page at rest draws at once). Chromium's trace times each press (event-timing.mjs). Prints the
// medians over the loads of each load's median press and its worst (the page's INP), and the
// median press's parts: input delay, processing, presentation, and the main thread's work in
// the presentation (the rest of it waits for the frame and for the compositor to draw it).
// `BENCH_CPU_THROTTLE` slows the page's main thread from the first press on (cpu-throttle.mjs),
// as a phone's would be; `INPUT_EACH=1` prints every load's presses, in order, as it goes.
import { abToolArgs, eachAbLoad } from './ab-loads.mjs'
import { emulateCpu, throttleOf } from './cpu-throttle.mjs'
import { envNumber } from './env-number.mjs'
import { inputTimings } from './event-timing.mjs'
import { REST_AFTER_MS, settle } from './measure.mjs'
import { median } from './stats.mjs'

const args = abToolArgs('input')
const { page, n, loads, labels } = args
const PRESSES = 10
const pauseMs = envNumber(process.env, 'INPUT_PAUSE_MS', REST_AFTER_MS, 0, 'ms between changes')
const rate = throttleOf(process.env)
const each = process.env.INPUT_EACH === '1'

/** The figures printed, in order, each read from one load's presses. */
const FIGURES = /** @type {const} */ ([
  ['press ms', (t) => median(t.map((p) => p.durationMs))],
  ['worst ms', (t) => Math.max(...t.map((p) => p.durationMs))],
  ['delay ms', (t) => median(t.map((p) => p.delayMs))],
  ['processing ms', (t) => median(t.map((p) => p.processingMs))],
  ['presentation ms', (t) => median(t.map((p) => p.presentationMs))],
  ['of it main thread ms', (t) => median(t.map((p) => p.presentationMainMs))],
])

/** In the page: the tool's key handler, and a count of the changes it asked for that ended. */
function listenForArrows() {
  window.__inputEnded = 0
  document.addEventListener('keydown', (event) => {
    const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0
    if (!direction || !window.__bench) return
    window.__bench.step(direction).then(() => {
      window.__inputEnded = (window.__inputEnded ?? 0) + 1
    })
  })
}

/** @type {Record<string, number[][]>} one list of figures a load */
const runs = Object.fromEntries(labels.map((l) => [l, []]))
await eachAbLoad(args, async (label, tab, context) => {
  await settle(tab)
  await tab.evaluate(listenForArrows)
  const browser = context.browser()
  if (!browser) throw new Error('input: no browser to trace with')
  await emulateCpu(await context.newCDPSession(tab), rate)
  await browser.startTracing(tab, { categories: ['devtools.timeline'] })
  for (let i = 0; i < PRESSES; i++) {
    await tab.keyboard.press(i < PRESSES / 2 ? 'ArrowRight' : 'ArrowLeft')
    await tab.waitForFunction((ended) => (window.__inputEnded ?? 0) > ended, i)
    await tab.waitForTimeout(pauseMs)
  }
  const timings = inputTimings(JSON.parse((await browser.stopTracing()).toString()).traceEvents)
  if (timings.length !== PRESSES)
    throw new Error(`input: ${label} timed ${timings.length} of ${PRESSES} key presses`)
  runs[label]?.push(FIGURES.map(([, read]) => read(timings)))
  if (each) console.log(`${label}: ${timings.map((t) => t.durationMs.toFixed(1)).join(' ')}`)
})
const cpu = rate > 1 ? `, main thread ${rate}× slower` : ''
console.log(
  `${page}, N = ${n}, ${PRESSES} key presses ${pauseMs} ms apart${cpu}: medians of ${loads} loads`,
)
for (const label of labels) {
  const cells = FIGURES.map(([name], f) => {
    const m = median((runs[label] ?? []).map((r) => r[f] ?? Number.NaN))
    return `${name} ${m.toFixed(1)}`
  })
  console.log(`${label}: ${cells.join(' · ')}`)
}
