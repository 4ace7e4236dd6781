import { envNumber } from './env-number.mjs'

/**
 * BENCH_CPU_THROTTLE: how many times slower Chromium runs the page's main thread
 * (`Emulation.setCPUThrottlingRate`; 4 is Lighthouse's phone). The bench's machine is a desktop
 * core: a task of 15 ms here is a long task (over 50 ms) on a phone, which a site's Lighthouse
 * run counts against it as blocking time (docs/performance-log.md, "Fifty-eighth session").
 * @param {Record<string, string | undefined>} env
 * @returns {number} the rate, 1 for none
 */
export function throttleOf(env) {
  return envNumber(env, 'BENCH_CPU_THROTTLE', 1, 1, 'a rate of 1 or more')
}

/**
 * Runs the page's main thread `rate` times slower (nothing for 1).
 * @param {import('playwright-core').CDPSession} cdp
 * @param {number} rate
 */
export async function emulateCpu(cdp, rate) {
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/**
 * The long tasks (over 50 ms) a page has run since it began, their blocking time (what each ran
 * over 50 ms, summed, from navigation) and the part of it from tasks that began after the first
 * contentful paint (Lighthouse's total blocking time starts there). In the page: the buffered
 * `longtask` entries (delivered to an observer's callback; none come when there were none, so a
 * 100 ms timer ends the wait).
 * @returns {Promise<{ count: number, blockingMs: number, afterPaintMs: number }>}
 */
export const longTasksSoFar = () =>
  new Promise((done) => {
    /** @type {PerformanceEntry[]} */
    const entries = []
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const over = (list) => list.reduce((sum, e) => sum + Math.max(0, e.duration - 50), 0)
    const finish = () => {
      observer.disconnect()
      clearTimeout(timer)
      const after = entries.filter((e) => e.startTime >= paint)
      done({ count: entries.length, blockingMs: over(entries), afterPaintMs: over(after) })
    }
    const observer = new PerformanceObserver((list) => {
      entries.push(...list.getEntries())
      finish()
    })
    const timer = setTimeout(finish, 100)
    observer.observe({ type: 'longtask', buffered: true })
  })
