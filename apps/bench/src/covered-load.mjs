// One load of a bench page under V8's precise coverage, for the tools that ask which functions a
// load runs: `trace` (load-code.mjs, call-counts.mjs) and `ab hollow` (hollow-build.mjs).
import { loadHeldAtReady } from './hold-at-ready.mjs'

/**
 * Opens `url` in a new tab with precise coverage on and takes it the moment the page is ready
 * (hold-at-ready.mjs). Coverage keeps counting: a later `Profiler.takePreciseCoverage` on `cdp`
 * lists what ran since the last take. The caller closes `page`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {boolean} callCount  count every call (slower), not only whether a function ran
 */
export async function coveredLoad(browser, url, callCount) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const cdp = await page.context().newCDPSession(page)
  /** @type {Array<{ id: string, url: string }>} the scripts the page parsed, in order */
  const scripts = []
  cdp.on('Debugger.scriptParsed', (e) => scripts.push({ id: e.scriptId, url: e.url }))
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.startPreciseCoverage', { callCount, detailed: false })
  const { result } = await loadHeldAtReady(page, cdp, url, () =>
    cdp.send('Profiler.takePreciseCoverage'),
  )
  return { page, cdp, result, scripts }
}
