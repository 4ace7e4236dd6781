#!/usr/bin/env node
// `pnpm --filter @strata/bench trace [lib] [n]`: loads one bench page (unminified, so stacks name
// functions), records a Chromium trace over its load and 10 transitions, and prints where the
// layouts and style recalculations come from (the JS frame that forced each one, or "frame" when
// the browser ran it in its own rendering step), the busiest JS functions, V8's compile time and
// garbage collections on the main thread (gc-time.mjs) and, over the transitions, the bench's script figure (inflated by the trace's
// own recording) and the frames over 20 ms with the threads busy in them (long-frames.mjs: the
// main thread, or the compositor drawing a 3D turn in software); then, from one more load, the
// functions run until ready by package and the source V8 compiled for them at their first call,
// by file and largest function (load-code.mjs), the calls the page's code makes over a load
// and over 10 changes, by file and function (call-counts.mjs), and the first download's code
// that never ran over that load and 10 changes, by file (unused-code.mjs; TRACE_SOURCES=1
// bundles the packages' TypeScript sources, so the files are theirs, not their built chunks);
// the requests of a load, when each went out and arrived (requests.mjs; BENCH_LATENCY_MS adds a
// round trip to each); what 10 changes allocate, by site (allocations.mjs); where their CPU
// goes by part, from a CPU profile without a trace (cpu-parts.mjs); a forward change's
// script against what runs after it (change-split.mjs: the entrance and what a library defers);
// last, in a browser of its own, the baseline machine code V8 made by a settled load
// (baseline-code.mjs; the median of three loads).
// For finding causes; it measures nothing the bench does not.
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { firstDownloadFiles } from '../../../scripts/static-imports.mjs'
import { allocationsOf, linePartsOf } from './allocations.mjs'
import { baselineOfLoad } from './baseline-code.mjs'
import { buildOnePage } from './build-pages.mjs'
import { callCounts } from './call-counts.mjs'
import { changeSplit, changeSplitLine } from './change-split.mjs'
import { coveredLoad } from './covered-load.mjs'
import { cpuPartLines, cpuPartsOf } from './cpu-parts.mjs'
import { gcLine, gcOf } from './gc-time.mjs'
import { heapKindsOf } from './heap-kinds.mjs'
import { loadHeldAtReady } from './hold-at-ready.mjs'
import { latencyOf } from './latency.mjs'
import { abPages, libraries } from './libraries.mjs'
import { compiledSource, compileTime, functionsRun } from './load-code.mjs'
import { longFrames } from './long-frames.mjs'
import { settle } from './measure.mjs'
import { packageSources } from './package-sources.mjs'
import { openBenchPage } from './page-ready.mjs'
import { requestLines, requestsOfLoad } from './requests.mjs'
import { scriptByLength, scriptLengthLines } from './script-events.mjs'
import { pageThread, scriptTime } from './script-time.mjs'
import { medianLoad } from './stats.mjs'
import { summariseTrace } from './trace-summary.mjs'
import { unusedByFile } from './unused-code.mjs'

const [name = 'strata', n = '10'] = process.argv.slice(2)
// The `ab`-only pages too: `strata-bare` is where a change's own cost shows.
const pages = [...libraries, ...abPages]
const lib = pages.find((l) => l.name === name)
if (!lib) throw new Error(`no bench page "${name}" (${pages.map((l) => l.name).join(', ')})`)
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
// BENCH_OUT: a folder of one's own when several people trace at once.
const outDir = process.env.BENCH_OUT ?? join(appDir, 'dist', 'trace')
// Split as the bench splits (unminified here, so the functions keep their names).
await buildOnePage(appDir, outDir, lib, {
  plugins: process.env.TRACE_SOURCES ? [packageSources(join(appDir, '..', '..', 'packages'))] : [],
})
// From the sources, esbuild puts a module that the page and an on-demand chunk both import in a
// chunk of its own, which the page imports: requests and a load's times then differ from the
// bench's one-file page (each package's own build keeps its chunks apart from its entry).
const firstFiles = firstDownloadFiles(join(outDir, name, 'page.js'))
if (firstFiles.length > 1)
  console.log(
    `\nnote: this build's page imports ${firstFiles.length - 1} chunk(s) before it runs (the bench's page is one file): read its requests and load times with that in mind`,
  )
const server = await serveStatic(outDir)
/** Bytes as printed: KB with one decimal. */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
/**
 * One phase (load, then transitions) traced and profiled on its own; `script` prints the
 * bench's script figure too (a loaded page only: during a load the page may change renderer).
 * `run(cdp, stop)` runs it; the recording ends when it calls `stop` or, at the latest, when it
 * returns. The load ends it at ready (hold-at-ready.mjs), so the neighbour slides built 50 ms
 * later are not in the load's figures.
 */
async function phase(page, label, run, script = false) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
      'disabled-by-default-devtools.timeline.invalidationTracking',
      // RunMicrotasks: the script figure counts them (script-time.mjs).
      'v8.execute',
      // V8's compiles on the main thread (load-code.mjs).
      'disabled-by-default-v8.compile',
      // The compositor's draws: what a slow frame may wait on instead (long-frames.mjs).
      'viz',
    ],
  })
  await cdp.send('Profiler.start')
  const record = async () => {
    const { profile } = await cdp.send('Profiler.stop')
    return { profile, trace: JSON.parse((await browser.stopTracing()).toString()) }
  }
  /** @type {ReturnType<typeof record> | undefined} */
  let recorded
  // `run` may end the recording itself (the load, at the moment the page is ready); once only.
  const stop = () => {
    recorded ??= record()
    return recorded
  }
  await run(cdp, stop)
  const { profile, trace } = await stop()
  // TRACE_PROFILE=1 keeps the CPU profile (Chromium DevTools' Performance panel opens it).
  if (process.env.TRACE_PROFILE)
    await writeFile(
      join(outDir, `${label.replace(/\W+/g, '-')}.cpuprofile`),
      JSON.stringify(profile),
    )
  console.log(`\n== ${name} N=${n}: ${label}`)
  const events = trace.traceEvents ?? trace
  // During a load the page may change renderer: there, the thread that lays it out is its main one.
  const main = script ? pageThread(events, page.url()) : events.find((e) => e.name === 'Layout')
  // Inflated by this trace's stacks and invalidation tracking: compare traces with traces.
  if (script) {
    console.log(`Script (trace): ${scriptTime(events, main).toFixed(1)} ms; by task length:`)
    for (const line of scriptLengthLines(scriptByLength(events, main))) console.log(line)
  }
  if (main) {
    const { ms, lazy } = compileTime(events, main)
    console.log(`V8 compile (main thread): ${ms.toFixed(1)} ms, ${lazy} functions compiled lazily`)
    console.log(gcLine(gcOf(events, main)))
  }
  summariseTrace(events, profile, console.log)
  if (script) printLongFrames(events, main)
}

/** The frames over 20 ms of a phase, and which thread was busy in them (long-frames.mjs). */
function printLongFrames(events, main) {
  const { frames, longest, threads } = longFrames(events, main)
  console.log(`Frames over 20 ms: ${frames}${frames ? `, longest ${longest.toFixed(1)} ms` : ''}`)
  for (const t of threads.slice(0, 4)) {
    const top = t.top.map((x) => `${x.name} ${x.ms.toFixed(1)}`).join(', ')
    console.log(`  ${t.ms.toFixed(1).padStart(8)} ms  ${t.thread} (${top})`)
  }
}

/**
 * A load of its own until ready under V8's precise coverage (with call counts or without): the
 * page, its CDP session, the coverage taken at ready, the site's scripts' sources by id, and
 * which of them is the page's own file.
 * @param {boolean} callCount
 */
async function sourcedLoad(callCount) {
  const load = await coveredLoad(browser, `${server.url}/${name}/?n=${n}`, callCount)
  const sources = new Map()
  for (const { id, url } of load.scripts)
    if (url.startsWith(server.url))
      sources.set(
        id,
        (await load.cdp.send('Debugger.getScriptSource', { scriptId: id })).scriptSource,
      )
  const pageScript = [...sources].find(([, source]) => source.includes('runBench'))?.[0]
  return { ...load, sources, pageScript }
}

/**
 * Another load, not traced: the functions it runs until ready, by package (precise coverage);
 * then, over that load and 10 changes, the page file's code that never ran, by file.
 */
async function loadCode() {
  const { page, cdp, result, sources, pageScript } = await sourcedLoad(false)
  const counts = functionsRun(result, sources)
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  const parts = [...counts].map(([part, count]) => `${part} ${count}`).join(', ')
  console.log(`\n== ${name} N=${n}: functions run until ready: ${total} (${parts})`)
  // What V8 compiled for them at their first call: what start's compile time grows with.
  const compiled = compiledSource(result, sources)
  console.log(
    `\n== ${name} N=${n}: their own source, compiled at first call: ${kb(compiled.total)}; by file:`,
  )
  for (const [file, bytes] of [...compiled.byFile].slice(0, 12))
    console.log(`${kb(bytes).padStart(9)}  ${file}`)
  console.log('largest functions:')
  for (const f of compiled.largest.slice(0, 10))
    console.log(`${String(f.bytes).padStart(7)} B  ${f.name} (${f.file})`)
  // Coverage taken again counts from here: a function run at load counts as run.
  await page.evaluate(() => window.__bench.transitions(10))
  const after = (await cdp.send('Profiler.takePreciseCoverage')).result
  const ran = new Set()
  for (const s of [...result, ...after])
    if (s.scriptId === pageScript)
      for (const f of s.functions) if (f.ranges[0]?.count) ran.add(f.ranges[0].startOffset)
  // The second take lists only what ran since the first: the first lists every function.
  const functions = (result.find((s) => s.scriptId === pageScript)?.functions ?? []).map((f) => ({
    ranges: f.ranges.slice(0, 1).map((r) => ({ ...r, count: ran.has(r.startOffset) ? 1 : 0 })),
  }))
  const rows = unusedByFile(functions, sources.get(pageScript) ?? '')
  const never = rows.reduce((sum, r) => sum + r.unused, 0)
  const size = sources.get(pageScript)?.length ?? 0
  console.log(
    `\n== ${name} N=${n}: page.js code never run over load and 10 changes: ${never} of ${size} B (unminified), by file:`,
  )
  for (const r of rows.slice(0, 15))
    console.log(`${String(r.unused).padStart(8)} of ${String(r.size).padStart(6)} B  ${r.file}`)
  await page.close()
}

/**
 * The calls the page's code makes over a load and over 10 changes, by file and function
 * (call-counts.mjs), from a load of its own: counting calls makes V8 keep more, which the other
 * figures must not carry.
 */
async function calls() {
  const { page, cdp, result: load, sources, pageScript } = await sourcedLoad(true)
  await settle(page)
  // Taken again: the counts start from zero.
  await cdp.send('Profiler.takePreciseCoverage')
  await page.evaluate(() => window.__bench.transitions(10))
  const changes = (await cdp.send('Profiler.takePreciseCoverage')).result
  const source = sources.get(pageScript) ?? ''
  for (const [label, result] of [
    ['the load until ready', load],
    ['10 changes', changes],
  ]) {
    const functions = result.find((s) => s.scriptId === pageScript)?.functions ?? []
    const counts = callCounts(functions, source)
    console.log(`\n== ${name} N=${n}: page.js calls over ${label}: ${counts.total}; by file:`)
    for (const [file, count] of counts.byFile.slice(0, 8))
      console.log(`${String(count).padStart(8)}  ${file}`)
    console.log('most called functions:')
    for (const [fn, count] of counts.byFunction.slice(0, 12))
      console.log(`${String(count).padStart(8)}  ${fn}`)
  }
  await page.close()
}

/**
 * The baseline machine code of a settled load (baseline-code.mjs): three loads, each in a
 * Chromium of its own, and the median one's figure and largest functions (a load now and then
 * reads a little more: one in six, 213 against 203 KB, in the session that added this).
 */
async function baseline() {
  const { middle, figures } = await medianLoad(
    3,
    () => baselineOfLoad(`${server.url}/${name}/?n=${n}`),
    (l) => l.bytes,
  )
  const { bytes, functions } = middle
  console.log(
    `\n== ${name} N=${n}: baseline machine code after load: ${bytes} B (V8's estimate, median of 3 loads: ${figures.join(', ')}) in ${functions.length} functions; largest:`,
  )
  for (const f of functions.slice(0, 12)) console.log(`${String(f.bytes).padStart(8)} B  ${f.name}`)
}

/**
 * The heap of one more load, settled as the bench settles it before reading its heap figure
 * (measure.mjs), by kind (heap-kinds.mjs).
 */
async function heap() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await openBenchPage(page, `${server.url}/${name}/?n=${n}`)
  await settle(page)
  const kinds = await heapKindsOf(await page.context().newCDPSession(page))
  const total = [...kinds.values()].reduce((a, b) => a + b, 0)
  console.log(`\n== ${name} N=${n}: heap after load, by kind (snapshot self sizes, ${kb(total)}):`)
  for (const [kind, bytes] of kinds) if (bytes) console.log(`${kb(bytes).padStart(10)}  ${kind}`)
  await page.close()
}

/**
 * The requests of one more load (requests.mjs), each `BENCH_LATENCY_MS` late when set: the order
 * and the waves the page's chunks and images go out in.
 */
async function requests() {
  const latency = latencyOf(process.env)
  const load = await requestsOfLoad(browser, `${server.url}/${name}/?n=${n}`, latency)
  console.log(
    `\n== ${name} N=${n}: requests of a load (${latency} ms round trip added), ms from navigation (went out → arrived); ready at ${Math.round(load.readyMs)}:`,
  )
  for (const line of requestLines(load.requests)) console.log(line)
}

/**
 * Three more loads, each measured by `measure` (a CDP session, the 10 changes to run, the page
 * file's parts) from ready over 10 changes; the median load by its `total`, and every load's.
 * @template {{ total: number }} T
 * @param {(cdp: import('playwright-core').CDPSession, run: () => Promise<unknown>, partOf: (url: string, line: number) => string | undefined) => Promise<T>} measure
 */
async function sampledChanges(measure) {
  const partOf = linePartsOf('/page.js', await readFile(join(outDir, name, 'page.js'), 'utf8'))
  const load = async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await openBenchPage(page, `${server.url}/${name}/?n=${n}`)
    const cdp = await page.context().newCDPSession(page)
    const measured = await measure(
      cdp,
      () => page.evaluate(() => window.__bench.transitions(10)),
      partOf,
    )
    await page.close()
    return measured
  }
  return medianLoad(3, load, (l) => l.total)
}

/**
 * What 10 changes allocate (allocations.mjs): three loads, sampled after ready, and the median
 * load's figure and largest sites.
 */
async function allocations() {
  const { middle, figures } = await sampledChanges(allocationsOf)
  const { total, sites } = middle
  const kb = (b) => (b / 1024).toFixed(1)
  console.log(
    `\n== ${name} N=${n}: allocated over 10 changes: ${kb(total)} KB (sampled; median of 3 loads: ${figures.map(kb).join(', ')}); largest sites:`,
  )
  for (const s of sites.slice(0, 15)) console.log(`${kb(s.bytes).padStart(8)} KB  ${s.site}`)
  console.log(`by part: ${middle.parts.map((p) => `${p.part} ${kb(p.bytes)} KB`).join(', ')}`)
}

/**
 * Where 10 changes' CPU goes by part (cpu-parts.mjs): three loads, each profiled without a trace
 * after ready, and the median load's split.
 */
async function cpuParts() {
  const { middle, figures } = await sampledChanges(cpuPartsOf)
  console.log(
    `\n== ${name} N=${n}: CPU over 10 changes by part (a CPU profile, 50 µs samples, idle and the time outside JS left out; median of 3 loads: ${figures.map((ms) => ms.toFixed(1)).join(', ')} ms):`,
  )
  for (const line of cpuPartLines(middle)) console.log(line)
}

/**
 * A forward change's script and what runs in the second after its end (change-split.mjs), in
 * loads of their own, traced without stacks.
 */
async function changes() {
  const url = `${server.url}/${name}/?n=${n}`
  const count = Math.min(6, Number(n) - 1)
  const split = await changeSplit(browser, url, { count })
  console.log(
    `\n== ${name} N=${n}: script of a forward change, one at a time (trace, changes 2 to ${count}, medians of 3 loads):`,
  )
  console.log(changeSplitLine(split))
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await phase(page, 'load until ready', (cdp, stop) =>
    loadHeldAtReady(page, cdp, `${server.url}/${name}/?n=${n}`, stop),
  )
  await phase(
    page,
    '10 transitions',
    () => page.evaluate(() => window.__bench.transitions(10)),
    true,
  )
  await loadCode()
  await calls()
  await requests()
  await allocations()
  await cpuParts()
  await changes()
  await heap()
  await baseline()
} finally {
  await browser.close()
  await server.close()
}
