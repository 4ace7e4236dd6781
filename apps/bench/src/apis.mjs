// `pnpm --filter @strata/bench apis <page> <n> <loads> <label> [label...]`: the browser calls of
// `ab build` labels' pages (a label `<build>:<page>` as in `ab compare`), each page loaded
// `loads` times in turn (the order reversed every other round); prints, by call, the ms and
// calls of 10 changes and the µs a call, means over the loads (api-calls.mjs).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { abTarget } from './ab-targets.mjs'
import { callLines, installApiTimer, meanCalls } from './api-calls.mjs'
import { settle } from './measure.mjs'
import { roundOrder } from './rounds.mjs'
import { serveStatic } from './server.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const abDir = process.env.BENCH_AB_OUT ?? join(appDir, 'dist', 'ab')
const [page, n, loads, ...labels] = process.argv.slice(2)
if (!page || !n || !loads || !labels.length) {
  console.error('usage: apis <page> <n> <loads> <label> [label...]')
  process.exit(1)
}
const server = await serveStatic(abDir, { isolated: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
/** @type {Record<string, Array<Record<string, [number, number]>>>} */
const runs = Object.fromEntries(labels.map((l) => [l, []]))
try {
  for (const label of roundOrder(labels, Number(loads))) {
    const target = abTarget(label, page)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      await context.addInitScript(installApiTimer)
      const tab = await context.newPage()
      await tab.goto(`${server.url}/${target.build}/${target.page}/?n=${n}`)
      await tab.waitForFunction(() => window.__bench !== undefined, null, { timeout: 30_000 })
      await settle(tab)
      const calls = await tab.evaluate(async () => {
        const w = /** @type {any} */ (window)
        for (const key of Object.keys(w.__apiCalls)) delete w.__apiCalls[key]
        w.__apiOn = true
        await w.__bench.transitions(10)
        w.__apiOn = false
        return { ...w.__apiCalls }
      })
      runs[label]?.push(calls)
    } finally {
      await context.close()
    }
  }
  console.log(`${page}, N = ${n}, 10 changes a load, means of ${loads} loads`)
  for (const line of callLines(meanCalls(runs))) console.log(line)
} finally {
  await browser.close()
  await server.close()
}
