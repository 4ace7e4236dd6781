// One load of a bench page under V8's precise coverage, for the tools that ask which functions a
// load runs: `trace` (load-code.mjs, call-counts.mjs) and `ab hollow` (hollow-build.mjs).

/**
 * Opens `url` in a new tab with precise coverage on and takes it the moment the page publishes
 * `window.__bench` (its ready): the page is held at a `debugger` statement in that property's
 * setter while the coverage is taken. Waiting for the property from outside took it a frame or
 * more late, after work the load leaves for later (a module's neighbour slides, built 50 ms
 * after ready) in some loads and not others. Coverage keeps counting: a later
 * `Profiler.takePreciseCoverage` on `cdp` lists what ran since the last take. The caller closes
 * `page`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {boolean} callCount  count every call (slower), not only whether a function ran
 */
export async function coveredLoad(browser, url, callCount) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.addInitScript(() => {
    /** @type {unknown} */
    let bench
    Object.defineProperty(window, '__bench', {
      configurable: true,
      get: () => bench,
      set(value) {
        bench = value
        // biome-ignore lint/suspicious/noDebugger: where the coverage load holds the page at ready.
        debugger
      },
    })
  })
  const cdp = await page.context().newCDPSession(page)
  /** @type {Array<{ id: string, url: string }>} the scripts the page parsed, in order */
  const scripts = []
  cdp.on('Debugger.scriptParsed', (e) => scripts.push({ id: e.scriptId, url: e.url }))
  await cdp.send('Debugger.enable')
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.startPreciseCoverage', { callCount, detailed: false })
  const ready = new Promise((resolve) => cdp.once('Debugger.paused', resolve))
  await page.goto(url, { waitUntil: 'commit' })
  await ready
  const { result } = await cdp.send('Profiler.takePreciseCoverage')
  await cdp.send('Debugger.resume')
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 30_000 })
  return { page, cdp, result, scripts }
}
