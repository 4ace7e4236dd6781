import { cpus } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { buildPages } from './build-pages.mjs'
import { libraries } from './libraries.mjs'
import { measureOnce } from './measure.mjs'
import { targetRows } from './paired.mjs'
import { domGrowth, tableRows } from './report.mjs'
import { writeResults } from './results-md.mjs'
import { roundOrder } from './rounds.mjs'
import { sliderSizes } from './slider-sizes.mjs'
import { medians } from './stats.mjs'
import { printTable } from './table.mjs'

// BENCH_SIZES=10 runs only those slide counts (a quick look); the real-export row runs at 5.
const SIZES = (process.env.BENCH_SIZES ?? '10,200,1000').split(',').map(Number)
const sizesOf = (lib) => lib.sizes ?? SIZES
const COUNTS = [...new Set(libraries.flatMap(sizesOf))].sort((a, b) => a - b)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
/** Peers build every slide, so N = 1000 runs are slow: at most 3 of them keeps a run short. */
const runsFor = (count) => (count >= 1000 ? Math.min(RUNS, 3) : RUNS)
const TRANSITIONS = 10

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
// BENCH_OUT: a folder of one's own when several people run the bench at once.
const outDir = process.env.BENCH_OUT ?? join(appDir, 'dist')
const started = Date.now()

const sizes = await buildPages(appDir, outDir, libraries)
const sliders = await sliderSizes(appDir)
const server = await serveStatic(outDir)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const version = browser.version()
const rows = []
/** Each slide count's runs by library, in round order: the targets' round-by-round ratios. */
const runsByCount = new Map()
let failed = false
try {
  // One unmeasured load per library first, so the first rows do not pay the browser's warm-up.
  for (const lib of libraries)
    await measureOnce(browser, `${server.url}/${lib.name}/?n=${sizesOf(lib)[0]}`, 0)
  for (const count of COUNTS) {
    const libs = libraries.filter((lib) => sizesOf(lib).includes(count))
    const runs = new Map(libs.map((lib) => [lib.name, []]))
    runsByCount.set(count, runs)
    for (const lib of roundOrder(libs, runsFor(count))) {
      // At rest only where the slides are few: the figure does not grow with N, the time does.
      const run = await measureOnce(browser, `${server.url}/${lib.name}/?n=${count}`, TRANSITIONS, {
        rest: count <= 10,
      })
      if (run.errors.length) {
        failed = true
        console.warn(`[${lib.name} ${count}] console: ${run.errors.join(' | ')}`)
      }
      runs.get(lib.name)?.push(run)
    }
    for (const lib of libs) {
      const { js, css } = sizes[lib.name]
      const done = runs.get(lib.name) ?? []
      rows.push({
        lib: lib.name,
        count,
        runs: done.length,
        bundleGzip: js.gzip + css.gzip,
        ...medians(done),
      })
    }
    console.log(
      `  N=${count}: ${libs.map((lib) => lib.name).join(', ')} done, ${runsFor(count)} rounds (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    )
  }
} catch (error) {
  failed = true
  console.error(`bench could not run: ${error instanceof Error ? error.message : error}`)
} finally {
  await browser.close()
  await server.close()
}

const table = tableRows(rows, 'strata')
const targets = targetRows(runsByCount, 'strata', 'swiper')
const growth = libraries.map((lib) => domGrowth(rows, lib.name))
const seconds = (Date.now() - started) / 1000
console.log(
  `\nMedians (Chromium ${version}, ${cpus().length} cores, fresh context per run, ${TRANSITIONS} transitions); (r×) = Strata ÷ that peer\n`,
)
printTable(table)
console.log("\nIssue #25's targets, round by round (each round's Strata load ÷ its Swiper load)\n")
printTable(targets)
console.log(`\n${growth.join('\n')}\nbench took ${seconds.toFixed(0)} s`)
if (rows.length && !failed) {
  const file = await writeResults({
    sliders,
    rows,
    table,
    targets,
    growth,
    sizes,
    version,
    runs: RUNS,
    seconds,
    libraries,
  })
  console.log(`wrote ${file}`)
}
if (failed) process.exitCode = 1
