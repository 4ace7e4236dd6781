// Where a page's slide-change script goes (`trace`): one forward change at a time, each in a
// trace of its own, split where the change ends (`slide:after`) into the change itself and what
// runs after it until the trace stops: the new slide's entrance where a library plays one then
// (Strata's layers play `in` from `slide:after`) and work it defers past the change (Strata
// builds the next neighbour, releases a far slide and announces the slide 50 ms later). The
// bench's 10 changes go five forward and five back, where Strata shows slides it kept built; a
// forward change is the one that builds.
import { settle } from './measure.mjs'
import { openBenchPage } from './page-ready.mjs'
import { scriptTime } from './script-time.mjs'
import { median } from './stats.mjs'

/** A single change's trace lasts this long from its start: the change and what it leaves. */
const WINDOW_MS = 1000
/**
 * Marks the page sets as the change starts and when it has ended (trace category
 * blink.user_timing). The first one's thread is the page's main one: with other pages of the
 * site open, a trace holds more than one renderer main thread and does not say which is the
 * page's without the timeline's disabled-by-default category, which would inflate the figures.
 */
const START = 'bench-change-start'
const END = 'bench-change-end'

/**
 * Script (counted as script-time.mjs counts it) of one thread before `at` (µs, trace clock) and
 * from it on: a script event is on the side it starts on, the rendering inside it left out
 * wherever that falls.
 * @param {Array<Record<string, any>>} events
 * @param {{ pid: number, tid: number }} thread
 * @param {number} at
 */
export function scriptAround(events, thread, at) {
  return {
    before: scriptTime(events, thread, (e) => e.ts < at),
    after: scriptTime(events, thread, (e) => e.ts >= at),
  }
}

/**
 * One change forward, traced for `WINDOW_MS`: the page's script before and after its end. The
 * page is only told to start it, so nothing of the bench's own waiting runs in the page.
 */
async function changeOnce(browser, page) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing'],
  })
  await page.evaluate(
    ([start, end]) => {
      performance.mark(start)
      void window.__bench.transitions(1).then(() => performance.mark(end))
    },
    [START, END],
  )
  await new Promise((done) => setTimeout(done, WINDOW_MS))
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  const start = events.find((e) => e.name === START)
  const end = events.find((e) => e.name === END)
  if (!start || !end) throw new Error(`the change did not end within ${WINDOW_MS} ms`)
  return scriptAround(events, { pid: start.pid, tid: start.tid }, end.ts)
}

/**
 * Medians over `loads` loads of changes 2 to `count` (the first, which compiles the change's
 * code, is left out): `change` and `after`, ms. Forward only, so `count` is at most the slides
 * less one: a peer without a loop stops at its last slide.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function changeSplit(browser, url, { loads = 3, count = 6 } = {}) {
  const changes = []
  for (let i = 0; i < loads; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await openBenchPage(page, url)
    await settle(page)
    for (let c = 0; c < count; c++) {
      const split = await changeOnce(browser, page)
      if (c > 0) changes.push(split)
    }
    await page.close()
  }
  return {
    change: median(changes.map((s) => s.before)),
    after: median(changes.map((s) => s.after)),
  }
}

/** The figures as `trace` prints them. */
export function changeSplitLine({ change, after }) {
  const share = Math.round((100 * after) / (change + after))
  return `the change ${change.toFixed(1)} ms, after it ${after.toFixed(1)} ms (${share} % of the two)`
}
