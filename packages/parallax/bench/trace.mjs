// Per pointer move and per scroll frame with 30 parallax layers: forced layouts (trace Layout
// events run inside script, and Performance.getMetrics LayoutCount), which inline style
// properties change, and long tasks (> 50 ms). Prints figures; asserts nothing.
// Run: pnpm --filter @strata/parallax build && pnpm --filter @strata/parallax bench [mousescroll|3d|off]
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { benchHtml } from './page.mjs'
import { analyse, watchStyles } from './trace-analysis.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const packages = resolve(here, '../..')
const ROOTS = {
  '/pkg/': packages,
  '/gsap/': resolve(here, '../node_modules/gsap'),
  '/dompurify/': resolve(packages, 'core/node_modules/dompurify'),
}
const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html' }
const MOVES = 60
const SCROLLS = 60

/** Serves the page and the built packages from 127.0.0.1 only. */
function serve() {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' })
      return res.end(benchHtml(url.searchParams.get('mode') ?? 'mousescroll'))
    }
    const prefix = Object.keys(ROOTS).find((p) => url.pathname.startsWith(p))
    const file = prefix && join(ROOTS[prefix], url.pathname.slice(prefix.length))
    if (!file?.startsWith(ROOTS[prefix])) return res.writeHead(404).end()
    try {
      const body = await readFile(file)
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

const nextFrame = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())))
const layoutCount = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount').value

/** Runs `steps` of `act`, one a frame, under a trace; returns the figures. */
async function phase(browser, page, cdp, steps, act) {
  await page.evaluate(watchStyles)
  const layoutsBefore = await layoutCount(cdp)
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  for (let i = 0; i < steps; i++) {
    await act(i)
    await nextFrame(page)
  }
  // Let the eased pointer settle inside the trace too.
  for (let i = 0; i < 30; i++) await nextFrame(page)
  const trace = JSON.parse((await browser.stopTracing()).toString())
  const layouts = (await layoutCount(cdp)) - layoutsBefore
  const styles = await page.evaluate(() => window.__styleChanges())
  return { ...analyse(trace.traceEvents ?? trace), layouts, styles, steps }
}

async function run(browser, base, mode) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.goto(`${base}/?mode=${mode}`)
  await page.waitForFunction(() => window.__ready === true)
  // The module centred: in view, scroll progress 0.5.
  await page.evaluate(() =>
    document.getElementById('bench').scrollIntoView({ block: 'center', behavior: 'instant' }),
  )
  for (let i = 0; i < 10; i++) await nextFrame(page)
  const box = await page.locator('#bench').boundingBox()
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 10, y)
  const pointer = await phase(browser, page, cdp, MOVES, (i) =>
    page.mouse.move(box.x + 10 + ((box.width - 20) * (i + 1)) / MOVES, y + Math.sin(i / 6) * 100),
  )
  await page.mouse.move(1, 1)
  for (let i = 0; i < 40; i++) await nextFrame(page)
  const scroll = await phase(browser, page, cdp, SCROLLS, () => page.mouse.wheel(0, 12))
  await page.close()
  return { pointer, scroll }
}

const per = (n, steps) => (n / steps).toFixed(2)
function print(label, r) {
  console.log(`\n${label}`)
  for (const [name, f] of Object.entries(r)) {
    const unit = name === 'pointer' ? 'pointer move' : 'scroll frame'
    console.log(
      `  ${name.padEnd(8)} ${f.steps} ${unit}s: forced layouts ${f.forced} (${per(f.forced, f.steps)}/${unit}), ` +
        `all layouts ${f.layoutEvents} trace / ${f.layouts} LayoutCount (${per(f.layouts, f.steps)}/${unit}), ` +
        `long tasks > 50 ms ${f.longTasks} (longest task ${f.longest.toFixed(1)} ms)`,
    )
    const props = Object.entries(f.styles)
      .map(([p, n]) => `${p} ×${n}`)
      .join(', ')
    console.log(`           inline style properties changed: ${props || 'none'}`)
    for (const t of f.inside) console.log(`           long task ${t}`)
  }
}

const server = await serve()
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
// Timings depend on the machine's load: print it beside them.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
)
try {
  // `node bench/trace.mjs 3d` runs one mode only.
  const only = process.argv[2]
  for (const [mode, label] of [
    ['mousescroll', 'parallax on (30 layers, mousescroll)'],
    ['3d', '3D tilt (30 layers: plane depth, spacing, shadows)'],
    ['off', 'baseline: same page, mod.use false'],
  ])
    if (!only || only === mode) print(label, await run(browser, base, mode))
} finally {
  await browser.close()
  server.close()
}
