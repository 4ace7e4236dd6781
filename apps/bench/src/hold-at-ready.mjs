// The moment a bench page is ready, for the tools that read something "until ready" (coverage,
// a CPU profile): waiting for `window.__bench` from outside reads it a frame or more late, after
// work the load leaves for later (a module's neighbour slides, built 50 ms after ready) in some
// loads and not others (docs/performance-log.md, "Seventy-seventh session").

/** The setter's name (written out again inside the init script, which runs in the page). */
export const HELD_AT_READY = 'heldAtReady'

/**
 * Opens `url` in `page` and runs `atReady` while the page is held at a `debugger` statement in
 * `window.__bench`'s setter, the moment the harness publishes it; then lets the page go on and
 * waits until it has. `cdp` is the page's session: its Debugger is enabled here.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} url
 * @param {() => Promise<void>} atReady
 */
export async function loadHeldAtReady(page, cdp, url, atReady) {
  await page.addInitScript(() => {
    /** @type {unknown} */
    let bench
    Object.defineProperty(window, '__bench', {
      configurable: true,
      get: () => bench,
      // Named as HELD_AT_READY says: a CPU profile's samples while the page is held are this
      // function's own, and fn-times.mjs leaves them out.
      set: function heldAtReady(value) {
        bench = value
        // biome-ignore lint/suspicious/noDebugger: where the page is held at ready.
        debugger
      },
    })
  })
  await cdp.send('Debugger.enable')
  const paused = new Promise((resolve) => cdp.once('Debugger.paused', resolve))
  await page.goto(url, { waitUntil: 'commit' })
  await paused
  await atReady()
  await cdp.send('Debugger.resume')
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 30_000 })
}
