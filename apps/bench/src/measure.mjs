/**
 * One run in a fresh browser context: init time, JS heap after a forced GC, DOM nodes.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} count
 * @returns {Promise<{ initMs: number, heapBytes: number, nodes: number, elements: number, errors: string[] }>}
 */
export async function measureOnce(browser, url, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    /** @type {string[]} */
    const errors = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(url)
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 10_000 })
    const initMs = await withTimeout(
      page.evaluate((n) => window.__bench.init(n), count),
      20_000,
      `init(${count}) did not resolve`,
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const nodes = metrics.find((m) => m.name === 'Nodes')?.value ?? Number.NaN
    const elements = await page.evaluate(() => document.querySelectorAll('*').length)
    return { initMs, heapBytes: heap.usedSize, nodes, elements, errors }
  } finally {
    await context.close()
  }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} message
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms, message) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
