// The load loop of the tools that read `ab build` labels' pages one load at a time (visit,
// remount, apis): each page in a fresh context, in rounds, and everything closed after.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { abTarget } from './ab-targets.mjs'
import { roundOrder } from './rounds.mjs'
import { serveStatic } from './server.mjs'

/**
 * Loads each label's page (`<build>:<page>` as in `ab compare`) `loads` times in turn, the order
 * reversed every other round (rounds.mjs), each in a fresh 1280 × 800 context, and once the page
 * has published `window.__bench` hands it to `measure`.
 * @param {{ abDir: string, page: string, n: string, loads: number, labels: string[],
 *   isolated?: boolean, init?: () => void }} o `isolated` serves COOP and COEP (server.mjs);
 *   `init` runs in every page before its own script
 * @param {(label: string, tab: import('playwright-core').Page,
 *   context: import('playwright-core').BrowserContext) => Promise<void>} measure
 */
export async function eachAbLoad(o, measure) {
  const server = await serveStatic(o.abDir, { isolated: o.isolated ?? false })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (const label of roundOrder(o.labels, o.loads)) {
      const target = abTarget(label, o.page)
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        if (o.init) await context.addInitScript(o.init)
        const tab = await context.newPage()
        await tab.goto(`${server.url}/${target.build}/${target.page}/?n=${o.n}`)
        await tab.waitForFunction(() => window.__bench !== undefined, null, { timeout: 30_000 })
        await measure(label, tab, context)
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
