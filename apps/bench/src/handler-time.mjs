// `pnpm --filter @strata/bench handlers [page] [n] [loads]`: one Strata bench page bundled
// from the packages' sources with each handler call timed (timed-handlers.mjs), loaded `loads`
// times in a fresh context each; prints, by handler, the ms and calls of the load (until 1.5 s
// after ready) and of 10 slide changes, means over the loads. What the changes' script is made
// of, where a CPU profile is too coarse (docs/performance-log.md, "Forty-third session"). The
// timers' own calls are in the figures: compare two such runs, not one with the bench.
// BENCH_BUILD_PARTS=1 times a slide build's parts too (build-parts.mjs): what the build a forward
// change makes is made of.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { buildOnePage } from './build-pages.mjs'
import { BUILD_PARTS } from './build-parts.mjs'
import { abPages, libraries } from './libraries.mjs'
import { REST_AFTER_MS } from './measure.mjs'
import { packageSources } from './package-sources.mjs'
import { openBenchPage } from './page-ready.mjs'
import { INSTRUMENTS, TIMER, timedHandlers, timesBetween } from './timed-handlers.mjs'

const [name = 'strata', n = '10', loads = '8'] = process.argv.slice(2)
const lib = [...libraries, ...abPages].find((l) => l.name === name && l.name.startsWith('strata'))
if (!lib) throw new Error(`no Strata bench page "${name}"`)
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const packagesDir = join(appDir, '..', '..', 'packages')
const outDir = join(appDir, 'dist', 'handlers')
await buildOnePage(appDir, outDir, lib, {
  minify: true,
  banner: { js: TIMER },
  plugins: [
    timedHandlers(
      packagesDir,
      process.env.BENCH_BUILD_PARTS ? [...INSTRUMENTS, ...BUILD_PARTS] : INSTRUMENTS,
    ),
    packageSources(packagesDir),
  ],
})

const server = await serveStatic(outDir, { isolated: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
/** @type {Record<'load' | 'changes', Map<string, [number, number]>>} */
const sums = { load: new Map(), changes: new Map() }
const add = (into, rows) => {
  for (const [key, ms, calls] of rows) {
    const [m, c] = into.get(key) ?? [0, 0]
    into.set(key, [m + ms / Number(loads), c + calls / Number(loads)])
  }
}
try {
  for (let i = 0; i < Number(loads); i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await openBenchPage(page, `${server.url}/${name}/?n=${n}`)
    await page.waitForTimeout(REST_AFTER_MS)
    const read = () => page.evaluate(() => structuredClone(globalThis.__strataTimes ?? {}))
    const loaded = await read()
    await page.evaluate(() => window.__bench.transitions(10))
    add(sums.load, timesBetween({}, loaded))
    add(sums.changes, timesBetween(loaded, await read()))
    await context.close()
  }
} finally {
  await browser.close()
  await server.close?.()
}
for (const phase of /** @type {const} */ (['load', 'changes'])) {
  console.log(
    `\n== ${name} N=${n}: ${phase === 'load' ? 'the load' : '10 slide changes'}, by handler (ms, calls; mean of ${loads} loads; inclusive: a plugin's handler is inside its event's; a transition until its first await)`,
  )
  for (const [key, [ms, calls]] of [...sums[phase]].sort((a, b) => b[1][0] - a[1][0]))
    console.log(`${ms.toFixed(2).padStart(8)} ms ${calls.toFixed(0).padStart(5)}  ${key}`)
}
