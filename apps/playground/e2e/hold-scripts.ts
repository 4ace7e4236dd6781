import type { Page } from '@playwright/test'

/**
 * Holds the page's scripts (`*.js` requests) until the returned `release` is called, so what a
 * test reads of the server's markup before the client runs is read before it runs, however
 * busy the machine. A fixed delay on the server raced the test's own steps under load: the
 * client took the shell away between two of them.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  return release
}
