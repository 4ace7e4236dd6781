#!/usr/bin/env node
// `pnpm --filter @strata/layers-media bench`: bytes and requests a page downloads before any
// interaction for a module with three YouTube video layers (docs: the poster facade). It bundles
// a small page (core, layers-text, layers-media, gsap; esbuild, code splitting on), serves it
// from 127.0.0.1 with local posters and the playground's stand-in player scripts, opens it in
// Chromium, waits until the network is idle, and prints every request. Run after `pnpm build`.
// A figure printed, not a test: no limit is checked here.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..', '..')
const require = createRequire(join(root, 'apps', 'playground', 'package.json'))
const { build } = require('esbuild')
const { chromium } = require('@playwright/test')
const playerRoutes = (await import(join(root, 'apps/playground/server/packages/layers-media.mjs')))
  .default

const out = mkdtempSync(join(tmpdir(), 'media-bench-'))
const layer = (id, x) => ({
  id,
  type: 'video',
  pos: { x, y: 40 },
  size: { w: 360 },
  content: { type: 'youtube', src: 'M7lc1UVf-VE', poster: `/poster-${id}.svg`, autoPlay: false },
})
const module = {
  id: 'bench',
  settings: { alias: 'bench' },
  slides: {
    1: {
      id: 1,
      slide: { order: 1 },
      layers: { a: layer('a', 20), b: layer('b', 400), c: layer('c', 780) },
    },
  },
}
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
await build({
  entryPoints: [join(out, 'entry.js')],
  bundle: true,
  minify: true,
  splitting: true,
  format: 'esm',
  outdir: join(out, 'dist'),
  nodePaths: [join(root, 'apps', 'playground', 'node_modules')],
  logLevel: 'silent',
})
const poster = readFileSync(join(root, 'apps/playground/public/layers-media/poster.svg'))
const html =
  '<!doctype html><div id="m" style="width:1200px;height:600px"></div><script type="module" src="/dist/entry.js"></script>'
const types = { '.js': 'text/javascript', '.svg': 'image/svg+xml' }
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
  if (path === '/') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(html)
  if (/^\/poster-\w\.svg$/.test(path))
    return res.writeHead(200, { 'Content-Type': types['.svg'] }).end(poster)
  playerRoutes(req, res, () => {
    try {
      const body = readFileSync(join(out, path))
      res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
})
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
})
const page = await browser.newPage()
const rows = []
page.on('requestfinished', async (request) => {
  const sizes = await request.sizes().catch(() => undefined)
  rows.push({
    url: request.url().replace(`http://127.0.0.1:${port}`, ''),
    type: request.resourceType(),
    bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
  })
})
await page.goto(`http://127.0.0.1:${port}/`)
await page.waitForFunction(() => window.__ready)
await page.waitForLoadState('networkidle')
await browser.close()
server.close()
if (!process.env.KEEP) rmSync(out, { recursive: true, force: true })
else console.log(out)

const total = rows.reduce((s, r) => s + r.bytes, 0)
console.log('Module with 3 YouTube layers, before any interaction:')
for (const r of rows)
  console.log(`  ${r.type.padEnd(8)} ${String(r.bytes).padStart(7)} B  ${r.url}`)
console.log(`requests: ${rows.length}, bytes: ${total} (uncompressed, headers included)`)
console.log(`player scripts requested: ${rows.filter((r) => /youtube|vimeo/.test(r.url)).length}`)
