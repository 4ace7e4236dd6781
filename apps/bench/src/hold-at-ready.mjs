// The moment a bench page is ready, for the tools that read something "until ready" (coverage,
// a CPU profile): waiting for `window.__bench` from outside reads it a frame or more late, after
// work the load leaves for later (a module's neighbour slides, built 50 ms after ready) in some
// loads and not others (docs/performance-log.md, "Seventy-seventh session").

import { benchReady } from './page-ready.mjs'

/** The setter's name (written out again inside the init script, which runs in the page). */
export const HELD_AT_READY = 'heldAtReady'

/**
 * Opens `url` in `page` and runs `atReady` while the page is held at a `debugger` statement in
 * `window.__bench`'s setter, the moment the harness publishes it; then lets the page go on,
 * waits until it has, and gives what `atReady` gave. `cdp` is the page's session: its Debugger
 * is enabled here.
 * @template T
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} url
 * @param {() => Promise<T>} atReady
 * @param {{ timeout?: number }} [options] ms to wait for ready (30 s), after which it throws
 * @returns {Promise<T>}
 */
export async function loadHeldAtReady(page, cdp, url, atReady, { timeout = 30_000 } = {}) {
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
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  const paused = new Promise((resolve, reject) => {
    cdp.once('Debugger.paused', resolve)
    // A page that never gets ready fails the tool, as `waitForFunction`'s timeout did.
    timer = setTimeout(() => reject(new Error(`${url}: not ready within ${timeout} ms`)), timeout)
  })
  await page.goto(url, { waitUntil: 'commit' })
  await paused.finally(() => clearTimeout(timer))
  const read = await atReady()
  await cdp.send('Debugger.resume')
  await benchReady(page, timeout)
  return read
}
