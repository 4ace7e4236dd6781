// `pnpm --filter @strata/bench returns [n] [visits] [rounds] [page ...]`: what a visitor who comes
// back pays (docs/performance-log.md, "Sixty-eighth session"). Each page (default strata and swiper)
// is built twice, as the bench builds it (a module script and its chunks) and as one classic
// script, and served with headers that let the browser keep the files. Each round gives each
// page and kind a fresh browser profile (Playwright's persistent context: an incognito context
// keeps no code cache on disk) and visits it `visits` times, each in a new tab, 1.5 s apart so
// Chromium can write what it keeps. Prints each visit's median ready and start, then one more
// round, traced (`v8` and V8's compile category) until ready (hold-at-ready.mjs), for how many
// functions each visit compiled on their first call and whether a script came from Chromium's
// code cache.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { buildClassicPage, buildOnePage } from './build-pages.mjs'
import { loadHeldAtReady } from './hold-at-ready.mjs'
import { libraries } from './libraries.mjs'
import { openBenchPage } from './page-ready.mjs'
import { compileCounts, visitLine } from './returns-summary.mjs'
import { roundOrder } from './rounds.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(appDir, 'dist', 'returns')
const [n = '10', visits = '4', rounds = '4', ...named] = process.argv.slice(2)
const pages = libraries.filter((l) =>
  (named.length ? named : ['strata', 'swiper']).includes(l.name),
)
/** How each page is built: as the bench builds it, and as one classic script. */
const KINDS = ['module', 'classic']
/** How long a visit stays open after ready: Chromium writes a script's code cache after it ran. */
const STAY_MS = 1500

await rm(outDir, { recursive: true, force: true })
for (const lib of pages) {
  await buildOnePage(appDir, join(outDir, 'module', lib.name), lib, { minify: true })
  await buildClassicPage(appDir, join(outDir, 'classic'), lib)
}
const server = await serveStatic(outDir, { cached: true })

/** One page built one way: what the rounds visit. */
const cases = pages.flatMap((lib) =>
  KINDS.map((kind) => ({
    label: `${lib.name} as ${kind}`,
    path: kind === 'module' ? `module/${lib.name}/${lib.name}` : `classic/${lib.name}`,
  })),
)

/**
 * `visits` visits of one page in a fresh profile, each visit's ready and start; with `traced`,
 * also what it compiled (the trace's own cost is then in the times, which are not printed).
 * @param {string} path e.g. `module/strata/strata`
 * @param {boolean} traced
 * @returns {Promise<Array<{ run: { readyMs: number, startMs: number }, counts?: { lazy: number, fromCache: number } }>>}
 */
async function visitAll(path, traced) {
  const profile = await mkdtemp(join(tmpdir(), 'bench-returns-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  })
  const out = []
  try {
    for (let v = 0; v < Number(visits); v++) {
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      /** @type {Array<{ name: string }>} */
      const events = []
      cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
      const complete = traced
        ? new Promise((done) => cdp.once('Tracing.tracingComplete', done))
        : undefined
      if (traced)
        await cdp.send('Tracing.start', {
          categories: 'v8,disabled-by-default-v8.compile',
          transferMode: 'ReportEvents',
        })
      const url = `${server.url}/${path}/?n=${n}`
      // A traced visit's compiles are counted until ready itself (hold-at-ready.mjs), not into
      // the neighbour slides built 50 ms after it.
      if (traced) await loadHeldAtReady(tab, cdp, url, () => cdp.send('Tracing.end'))
      else await openBenchPage(tab, url)
      await complete
      const run = await tab.evaluate(() => ({
        readyMs: window.__bench.readyMs,
        startMs: window.__bench.startMs,
      }))
      out.push(traced ? { run, counts: compileCounts(events) } : { run })
      await tab.waitForTimeout(STAY_MS)
      await tab.close()
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
  return out
}

try {
  /** @type {Map<string, Array<Array<{ readyMs: number, startMs: number }>>>} runs by visit */
  const timed = new Map(cases.map((c) => [c.path, []]))
  for (const { path } of roundOrder(cases, Number(rounds))) {
    const byVisit = timed.get(path) ?? []
    for (const [v, { run }] of (await visitAll(path, false)).entries())
      byVisit[v] = [...(byVisit[v] ?? []), run]
  }
  console.log(`returning visitors, N = ${n}: medians of ${rounds} rounds, ${visits} visits each`)
  for (const { label, path } of cases) {
    const counts = (await visitAll(path, true)).flatMap((visit) => visit.counts ?? [])
    console.log(visitLine(label, timed.get(path) ?? [], counts))
  }
} finally {
  await server.close()
}
