import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { buildPages } from './build-pages.mjs'
import { libraries } from './libraries.mjs'
import { measureOnce } from './measure.mjs'
import { serveStatic } from './server.mjs'
import { printTable } from './table.mjs'

/** Slide counts measured; the goal is init(1000) ≤ 2 × init(10) (pay for what is seen). */
const SIZES = [10, 100, 1000]
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const GOAL_RATIO = 2

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(appDir, 'dist')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

await buildPages(appDir, outDir, libraries)
const server = await serveStatic(outDir)
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
const version = browser.version()
const rows = []
let failed = false
try {
  for (const lib of libraries) {
    for (const count of SIZES) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const run = await measureOnce(browser, `${server.url}/${lib.name}/`, count)
        if (run.errors.length)
          console.warn(`[${lib.name} ${count}] console: ${run.errors.join(' | ')}`)
        runs.push(run)
      }
      const pick = (key) => median(runs.map((r) => r[key]))
      rows.push({
        lib: lib.name,
        count,
        ...Object.fromEntries(
          ['initMs', 'heapBytes', 'nodes', 'elements'].map((k) => [k, pick(k)]),
        ),
      })
    }
  }
} catch (error) {
  failed = true
  console.error(`bench could not run: ${error instanceof Error ? error.message : error}`)
} finally {
  await browser.close()
  await server.close()
}

console.log(`\nMedians of ${RUNS} runs each (Chromium ${version}, fresh context per run)\n`)
printTable([
  ['library', 'slides', 'init ms', 'heap MB (after GC)', 'DOM nodes', 'elements'],
  ...rows.map((r) => [
    r.lib,
    String(r.count),
    r.initMs.toFixed(1),
    (r.heapBytes / 2 ** 20).toFixed(2),
    String(r.nodes),
    String(r.elements),
  ]),
])

for (const lib of libraries) {
  const at = (n) => rows.find((r) => r.lib === lib.name && r.count === n)?.initMs
  const small = at(SIZES[0])
  const large = at(SIZES.at(-1))
  if (small === undefined || large === undefined) continue
  const ratio = large / small
  const verdict = ratio <= GOAL_RATIO ? 'meets' : 'misses'
  console.log(
    `${lib.name}: init(${SIZES.at(-1)}) / init(${SIZES[0]}) = ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×: ${verdict} it)`,
  )
}
if (failed) process.exitCode = 1
