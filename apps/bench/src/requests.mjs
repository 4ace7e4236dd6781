// What a load asks the network for, and when (`trace`): each request's start and end, from
// navigation, beside ready. A request that goes out only once another has arrived, or after
// work that could wait, shows here as a second wave (docs/performance-log.md, "Twenty-fifth
// session": the real-export row's 3D and pan chunks went out 20 ms after GSAP's).
import { emulateLatency } from './latency.mjs'
import { openBenchPage } from './page-ready.mjs'

/**
 * The lines `trace` prints: one per request, in the order they went out.
 * @param {Array<{ name: string, start: number, end: number }>} requests ms from navigation
 * @returns {string[]}
 */
export function requestLines(requests) {
  return [...requests]
    .sort((a, b) => a.start - b.start)
    .map(({ name, start, end }) => {
      const file = name.split('?')[0]?.split('/').pop() || name
      return `${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(4)}  ${file}`
    })
}

/**
 * One load in a fresh context, each request `latencyMs` late (0: as the bench's server answers):
 * its requests (resource timing) and ready.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} latencyMs
 */
export async function requestsOfLoad(browser, url, latencyMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await emulateLatency(await context.newCDPSession(page), latencyMs)
    await openBenchPage(page, url)
    return await page.evaluate(() => ({
      readyMs: window.__bench?.readyMs ?? Number.NaN,
      requests: performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        start: e.startTime,
        end: e.responseEnd,
      })),
    }))
  } finally {
    await context.close()
  }
}
