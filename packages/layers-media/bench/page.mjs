// The bench's page: a module bundled as a site would ship it (core, layers-text, layers-media,
// gsap; esbuild, minified, code splitting on), served from 127.0.0.1 with the playground's
// stand-in player scripts, and opened in Chromium with every request recorded.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const require = createRequire(join(root, 'apps', 'playground', 'package.json'))
const { build } = require('esbuild')
const { chromium } = require('@playwright/test')
const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import(join(root, 'scripts/chromium.mjs'))
const playerRoutes = (await import(join(root, 'apps/playground/server/packages/layers-media.mjs')))
  .default
const picture = readFileSync(join(root, 'apps/playground/public/layers-media/poster.svg'))

/** A one-slide module in the export's shape holding `layers`. */
export const oneSlide = (layers) => ({
  id: 'bench',
  settings: { alias: 'bench' },
  slides: {
    1: { id: 1, slide: { order: 1 }, layers: Object.fromEntries(layers.map((l) => [l.id, l])) },
  },
})

/**
 * Bundles `module` into a page, opens it, waits until the slider is ready and the network idle,
 * runs `interact(page)` if given, and returns each request (url, bytes on the wire, gzip size of
 * the body, and for scripts the package files it holds).
 */
export async function openBundle(module, interact) {
  const out = mkdtempSync(join(tmpdir(), 'media-bench-'))
  writeFileSync(
    join(out, 'entry.js'),
    `import { createSlider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { layersMedia } from '@strata/layers-media'
const slider = createSlider(document.getElementById('m'), {
  module: ${JSON.stringify(module)},
  plugins: [layersText(), layersMedia({ youtubeApi: '/layers-media/youtube-iframe-api.js' })],
})
slider.ready.then(() => { window.__ready = true })`,
  )
  const { metafile } = await build({
    entryPoints: [join(out, 'entry.js')],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    metafile: true,
    absWorkingDir: root,
    outdir: join(out, 'dist'),
    nodePaths: [join(root, 'apps', 'playground', 'node_modules')],
    logLevel: 'silent',
  })
  // Which package files each output holds (e.g. layers-media/dist/runtime-*.js: the players).
  const holds = new Map(
    Object.entries(metafile.outputs).map(([file, o]) => [
      `/${relative(out, join(root, file))}`,
      Object.keys(o.inputs).map((i) => i.replace(/^.*?packages\//, '')),
    ]),
  )
  const html =
    '<!doctype html><div id="m" style="width:1200px;height:600px"></div><script type="module" src="/dist/entry.js"></script>'
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(html)
    if (/^\/picture-\w+\.svg$/.test(path))
      return res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(picture)
    playerRoutes(req, res, () => {
      try {
        const body = readFileSync(join(out, path))
        const type = extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream'
        res.writeHead(200, { 'Content-Type': type }).end(body)
      } catch {
        res.writeHead(404).end()
      }
    })
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const origin = `http://127.0.0.1:${server.address().port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  const rows = []
  // Each request's sizes arrive asynchronously: waited for before the rows are read.
  const pending = new Set()
  const settled = async () => {
    while (pending.size) await Promise.all(pending)
  }
  page.on('requestfinished', (request) => {
    const job = record(request).finally(() => pending.delete(job))
    pending.add(job)
  })
  const record = async (request) => {
    const sizes = await request.sizes().catch(() => undefined)
    const body = await (await request.response())?.body().catch(() => undefined)
    const url = request.url().replace(origin, '')
    rows.push({
      url,
      type: request.resourceType(),
      bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
      gzip: body ? gzipSync(body, { level: 9 }).length : 0,
      holds: holds.get(url) ?? [],
    })
  }
  try {
    await page.goto(`${origin}/`)
    await page.waitForFunction(() => window.__ready)
    await page.waitForLoadState('networkidle')
    await settled()
    const before = rows.splice(0)
    if (!interact) return { before, after: [] }
    await interact(page)
    await settled()
    return { before, after: rows.splice(0) }
  } finally {
    await browser.close()
    server.close()
    rmSync(out, { recursive: true, force: true })
  }
}
