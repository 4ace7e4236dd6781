// A/B of Strata builds in one browser, alternating loads: the way to tell a change from the
// machine's noise (separate bench runs differ by more than most changes; docs/performance.md).
//
//   pnpm --filter @strata/bench ab build <label>
//     builds the Strata bench pages (strata, strata-real, strata-bare: no text layers, and
//     strata-static: text layers without a timeline) from the packages' current dist into
//     dist/ab/<label>; build the packages, then this, once before and once after a change.
//     The peers' pages are built there too: `ab compare swiper 10 8 <label> <label>` gives
//     their figures under the same conditions as a compare.
//   pnpm --filter @strata/bench ab compare <page> <n> <loads> <label> <label> [...]
//     (a label `<label>:<page>` loads that build's other page: `head head:strata-static
//     head:strata-bare head:swiper` compares four pages of one build)
//     loads each build's page <loads> times, in turn (the order reversed every other round),
//     and prints each figure's median and mean, and the medians' distance from the first label
//     with the 95 % interval of the paired differences (from 4 loads: an interval that holds 0
//     is a change these loads cannot tell from noise).
//   pnpm --filter @strata/bench ab hollow <label> <page> [n]
//     copies that build's page into dist/ab/<label>-hollow with every function its page file
//     never ran (over a load of n slides, 10 by default, and 10 changes) emptied: compared with
//     `ab compare <page> <n> <loads> <label> <label>-hollow`, the most any split of the first
//     download could take off the load (hollow.mjs).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { abLines } from './ab-summary.mjs'
import { abTarget } from './ab-targets.mjs'
import { buildPages } from './build-pages.mjs'
import { buildHollow } from './hollow-build.mjs'
import { latencyOf } from './latency.mjs'
import { abPages, libraries } from './libraries.mjs'
import { measureOnce } from './measure.mjs'
import { roundOrder } from './rounds.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const abDir = process.env.BENCH_AB_OUT ?? join(appDir, 'dist', 'ab')
const [command, ...args] = process.argv.slice(2)
const usage =
  'usage: ab build <label> | ab compare <page> <n> <loads> <label> <label> [...] | ab hollow <label> <page> [n]'

/**
 * Runs `work` with a browser and a static server over the builds, closing both after it.
 * @param {(browser: import('playwright-core').Browser, serverUrl: string) => Promise<void>} work
 */
async function withBrowser(work) {
  const server = await serveStatic(abDir)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    await work(browser, server.url)
  } finally {
    await browser.close()
    await server.close()
  }
}

if (command === 'build' && args[0]) {
  const pages = [...libraries, ...abPages]
  await buildPages(appDir, join(abDir, args[0]), pages)
  console.log(`built ${pages.map((l) => l.name).join(', ')} into ${join(abDir, args[0])}`)
} else if (command === 'compare' && args.length >= 5) {
  const [page, n, loads, ...labels] = args
  await withBrowser(async (browser, serverUrl) => {
    const url = (label) => {
      const target = abTarget(label, page)
      return `${serverUrl}/${target.build}/${target.page}/?n=${n}`
    }
    // One unmeasured load first: the browser's own warm-up is no build's.
    await measureOnce(browser, url(labels[0]), 0)
    const runs = Object.fromEntries(labels.map((label) => [label, []]))
    for (const label of roundOrder(labels, Number(loads))) {
      const run = await measureOnce(browser, url(label), 10, { rest: true })
      if (run.errors.length) throw new Error(`${label}: ${run.errors.join('; ')}`)
      runs[label].push(run)
    }
    const trip = latencyOf(process.env)
    console.log(`${page}, N = ${n}, 10 changes a load${trip ? `, requests ${trip} ms late` : ''}`)
    for (const line of abLines(runs)) console.log(line)
  })
} else if (command === 'hollow' && args.length >= 2) {
  const [label, page, n = '10'] = args
  await withBrowser(async (browser, serverUrl) => {
    const made = await buildHollow(browser, serverUrl, abDir, label, page, n)
    console.log(
      `${made.to}: ${made.emptied} functions emptied, page file ${made.size} → ${made.size - made.removed} B`,
    )
  })
} else {
  console.error(usage)
  process.exitCode = 1
}
