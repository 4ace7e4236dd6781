// `pnpm --filter @strata/bench fn-profile [page] [n] [loads] [changes|load]`: a bench page (any,
// a peer's too) bundled unminified from the packages' sources, so the functions keep their
// names, loaded `loads` times (8) in a fresh context each; a CPU profile of its 10 changes (or
// of its load, from navigation until ready, the page held there: hold-at-ready.mjs) sampled
// every 50 µs, printed by function: self and inclusive ms, means over the loads (fn-times.mjs).
// Env: FN_ROOT=<name> counts only the time inside that function's calls; FN_CALLERS=<name>
// splits that function by its callers; FN_TOP (30) lines a list; FN_INTERVAL (50) µs between
// samples; FN_DIST=1 bundles the packages' built `dist` instead, as the bench does. Sampled
// figures of one function move from load to load (a first call compiling): compare runs of
// several loads, and time a call with `handlers`.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { buildOnePage } from './build-pages.mjs'
import { envNumber } from './env-number.mjs'
import { addFnTimes, fnLines, fnTimes, noFnTimes } from './fn-times.mjs'
import { loadHeldAtReady } from './hold-at-ready.mjs'
import { abPages, libraries } from './libraries.mjs'
import { settle } from './measure.mjs'
import { packageSources } from './package-sources.mjs'
import { openBenchPage } from './page-ready.mjs'

const [name = 'strata', n = '10', loads = '8', phase = 'changes'] = process.argv.slice(2)
if (phase !== 'changes' && phase !== 'load') throw new Error('phase: changes or load')
const lib = [...libraries, ...abPages].find((l) => l.name === name)
if (!lib) throw new Error(`no bench page "${name}"`)
const root = process.env.FN_ROOT || undefined
const callersOf = process.env.FN_CALLERS || undefined
const top = envNumber(process.env, 'FN_TOP', 30, 1, 'a number of lines')
const interval = envNumber(process.env, 'FN_INTERVAL', 50, 10, 'µs between samples, 10 or more')
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(appDir, 'dist', 'fn-profile')
await buildOnePage(appDir, outDir, lib, {
  plugins: process.env.FN_DIST ? [] : [packageSources(join(appDir, '..', '..', 'packages'))],
})

const server = await serveStatic(outDir)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const sum = noFnTimes()
try {
  for (let i = 0; i < Number(loads); i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval })
    const url = `${server.url}/${name}/?n=${n}`
    if (phase === 'changes') {
      await openBenchPage(page, url)
      await settle(page)
    }
    await cdp.send('Profiler.start')
    const stop = () => cdp.send('Profiler.stop')
    // The load's profile stops the moment the page is ready, not a frame or more after.
    const { profile } =
      phase === 'load'
        ? await loadHeldAtReady(page, cdp, url, stop)
        : await page.evaluate(() => window.__bench.transitions(10)).then(stop)
    addFnTimes(sum, fnTimes(profile, { root, callersOf }))
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
const what = phase === 'load' ? 'the load until ready' : '10 slide changes'
const inside = root ? `, inside ${root}` : ''
console.log(
  `\n== ${name} N=${n}: ${what}${inside}, ${(sum.total / Number(loads)).toFixed(1)} ms of JS a load (mean of ${loads}; idle and time outside JS left out)`,
)
console.log('self:')
for (const line of fnLines(sum.self, top, Number(loads))) console.log(line)
console.log('inclusive:')
for (const line of fnLines(sum.inclusive, top, Number(loads))) console.log(line)
if (callersOf) {
  console.log(`${callersOf}, by caller (its self time under each):`)
  for (const line of fnLines(sum.callers, top, Number(loads))) console.log(line)
}
