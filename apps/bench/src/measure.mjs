import { emulateCpu, longTasksSoFar, throttleOf } from './cpu-throttle.mjs'
import { readHeaps } from './heaps.mjs'
import { emulateLatency, latencyOf } from './latency.mjs'
import { openBenchPage } from './page-ready.mjs'
import { pageThread, scriptCpuTime, scriptTime } from './script-time.mjs'
import { settleOf } from './settle-after.mjs'

const LATENCY_MS = latencyOf(process.env)
const CPU_RATE = throttleOf(process.env)
const SETTLE_MS = settleOf(process.env)

/** CDP Performance metrics compared before and after the transitions. */
const COUNTED = ['LayoutCount', 'RecalcStyleCount', 'ScriptDuration', 'LayoutDuration']

/** At rest: this long after the last change (its slide's entrances have played), then this long measured. */
export const REST_AFTER_MS = 1500
export const REST_MS = 1000

/**
 * Waits until a loaded page has settled, before its heap and nodes are read: work a library
 * defers past ready (Strata builds the shown slide's neighbours 50 ms after its first paint) is
 * in, whatever the machine's speed (150 ms, `BENCH_SETTLE_MS` if set: settle-after.mjs, then two
 * frames).
 * @param {import('playwright-core').Page} page
 */
export function settle(page) {
  return page.evaluate(
    (ms) =>
      new Promise((done) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), ms),
      ),
    SETTLE_MS,
  )
}

/**
 * One run in a fresh browser context (each request `BENCH_LATENCY_MS` late: latency.mjs; the main
 * thread `BENCH_CPU_THROTTLE` times slower: cpu-throttle.mjs): load `url` (the page builds N
 * slides itself), then its ready/constructor times and CLS, then (150 ms and two frames later, so
 * deferred work is done) its largest contentful paint and the load's long tasks, V8's and Blink's
 * heaps collected and at rest (heaps.mjs) and DOM nodes, then `transitions` slide changes with
 * their frame stats, the CDP Performance metric deltas, and their script time read from a trace
 * (microtasks included: script-time.mjs). With `rest`, then the script a page runs at rest
 * (`REST_MS`, starting `REST_AFTER_MS` after the last change): a page where nothing moves should
 * run none.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} transitions
 * @param {{ rest?: boolean }} [options]
 */
export async function measureOnce(browser, url, transitions, { rest = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    /** @type {string[]} */
    const errors = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await emulateLatency(cdp, LATENCY_MS)
    await emulateCpu(cdp, CPU_RATE)
    await openBenchPage(page, url)
    const load = await page.evaluate(() => {
      const b = window.__bench
      return {
        readyMs: b.readyMs,
        evalMs: b.evalMs,
        topLevelMs: b.topLevelMs,
        ctorMs: b.ctorMs,
        startMs: b.startMs,
        cls: b.cls,
      }
    })
    await settle(page)
    const lcpMs = await page.evaluate(largestPaint)
    const loadTasks = await page.evaluate(longTasksSoFar)
    const heaps = await readHeaps(cdp, (ms) => page.waitForTimeout(ms))
    const before = await metrics(cdp)
    const elements = await page.evaluate(() => document.querySelectorAll('*').length)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute'] })
    const frames = await page.evaluate((n) => window.__bench.transitions(n), transitions)
    const after = await metrics(cdp)
    const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents
    const thread = pageThread(trace, page.url())
    const delta = Object.fromEntries(COUNTED.map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)]))
    const restScriptMs = rest ? await scriptAtRest(page, cdp) : Number.NaN
    return {
      ...load,
      lcpMs,
      loadLongTasks: loadTasks.count,
      loadBlockingMs: loadTasks.blockingMs,
      paintBlockingMs: loadTasks.afterPaintMs,
      ...heaps,
      nodes: before.Nodes ?? Number.NaN,
      elements,
      ...frames,
      layouts: delta.LayoutCount,
      recalcStyles: delta.RecalcStyleCount,
      scriptMs: scriptTime(trace, thread),
      scriptCpuMs: scriptCpuTime(trace, thread),
      // What the bench reported as script time before the seventeenth session (no microtasks).
      taskScriptMs: delta.ScriptDuration * 1000,
      layoutMs: delta.LayoutDuration * 1000,
      restScriptMs,
      errors,
    }
  } finally {
    await context.close()
  }
}

/**
 * In the page: when its largest contentful paint landed (ms from navigation; the last candidate,
 * which a slide's background image is once it has painted), NaN when it painted none. The bench
 * gives no input before, which would end the record.
 * @returns {Promise<number>}
 */
const largestPaint = () =>
  new Promise((done) => {
    // Stopped once read: no callback or timer of the bench's may run during the transitions.
    const finish = (ms) => {
      observer.disconnect()
      clearTimeout(timer)
      done(ms)
    }
    const observer = new PerformanceObserver((list) =>
      finish(list.getEntries().at(-1)?.startTime ?? Number.NaN),
    )
    const timer = setTimeout(() => finish(Number.NaN), 500)
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })

/**
 * CDP's `ScriptDuration` (ms) over `REST_MS` of a page left alone, `REST_AFTER_MS` after now.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 */
async function scriptAtRest(page, cdp) {
  await page.waitForTimeout(REST_AFTER_MS)
  const from = await metrics(cdp)
  await page.waitForTimeout(REST_MS)
  const to = await metrics(cdp)
  return ((to.ScriptDuration ?? 0) - (from.ScriptDuration ?? 0)) * 1000
}

/** @param {import('playwright-core').CDPSession} cdp */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}
