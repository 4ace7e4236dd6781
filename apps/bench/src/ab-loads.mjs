// The load loop of the tools that read `ab build` labels' pages one load at a time (visit,
// remount, apis): each page in a fresh context, in rounds, and everything closed after.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { abTarget } from './ab-targets.mjs'
import { readHeaps } from './heaps.mjs'
import { openBenchPage } from './page-ready.mjs'
import { roundOrder } from './rounds.mjs'

/**
 * A tool's arguments, `<page> <n> <loads> <label> [label...]`, and the folder of the `ab build`
 * labels (`BENCH_AB_OUT`, else dist/ab); prints the usage and exits when one is missing.
 * @param {string} tool the tool's name, for the usage line
 */
export function abToolArgs(tool) {
  const [page, n, loads, ...labels] = process.argv.slice(2)
  if (!page || !n || !loads || !labels.length) {
    console.error(`usage: ${tool} <page> <n> <loads> <label> [label...]`)
    process.exit(1)
  }
  const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
  const abDir = process.env.BENCH_AB_OUT ?? join(appDir, 'dist', 'ab')
  return { abDir, page, n, loads: Number(loads), labels }
}

/**
 * The page's two heaps in MB (heaps.mjs: V8's, and V8's with Blink's) once it has settled for
 * 300 ms, each read after a full collection and repeated until two reads agree, as the bench's
 * own table reads them.
 * @param {import('playwright-core').Page} tab
 * @param {import('playwright-core').CDPSession} cdp
 * @returns {Promise<{ heap: number, withDom: number }>}
 */
export async function collectedHeapsMb(tab, cdp) {
  await tab.waitForTimeout(300)
  const heaps = await readHeaps(cdp, (ms) => tab.waitForTimeout(ms))
  return { heap: heaps.heapBytes / 1e6, withDom: heaps.pageHeapBytes / 1e6 }
}

/**
 * Loads each label's page (`<build>:<page>` as in `ab compare`) `loads` times in turn, the order
 * reversed every other round (rounds.mjs), each in a fresh 1280 × 800 context, and once the page
 * has published `window.__bench` hands it to `measure`.
 * @param {{ abDir: string, page: string, n: string, loads: number, labels: string[],
 *   isolated?: boolean, init?: () => void }} o `isolated` serves COOP and COEP (scripts/serve-static.mjs);
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
        await openBenchPage(tab, `${server.url}/${target.build}/${target.page}/?n=${o.n}`)
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
