// A bench page's ready, as its harness publishes it (page-kit/harness.ts sets `window.__bench`
// once the library's first paint is done): what every tool that loads a page waits for.

/**
 * Waits until the page has published `window.__bench`.
 * @param {import('playwright-core').Page} page
 * @param {number} [timeout] ms before it throws
 */
export const benchReady = (page, timeout = 30_000) =>
  page.waitForFunction(() => window.__bench !== undefined, null, { timeout })

/**
 * Opens `url` in `page` and waits until the bench page is ready.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
export async function openBenchPage(page, url) {
  await page.goto(url)
  await benchReady(page)
}
