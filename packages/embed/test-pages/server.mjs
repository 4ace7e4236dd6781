// @ts-check
/**
 * The embed test pages' static server (127.0.0.1 only): the pages and their files, the built
 * browser files under /browser/, and a stand-in for a site's endpoints (docs/behaviour.md §7):
 * GET /wp-json/sliderrevolution/sliders/{id} answers modules/{name}.json by database id, and the
 * ajax endpoint answers get_full_slider_object with a slideid (lazy slides) for the lazy module.
 * /dropin-chunked.html is dropin-inline.html loading drop-in mode's chunked loader instead;
 * /vendor/gsap.min.js is GSAP's classic file, for the page that loads GSAP itself.
 * `node server.mjs [port]` serves until stopped.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lazyLayers } from './modules/make.mjs'

const here = dirname(fileURLToPath(import.meta.url))
/** GSAP's classic file, which makes `window.gsap` (a dev dependency of this package). */
const GSAP_UMD = createRequire(import.meta.url).resolve('gsap/dist/gsap.min.js')
const browserDir = join(here, '..', 'dist', 'browser')
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}
/** Database ids the fake site knows, and their module files. */
const BY_ID = { 7: 'hero.json', 8: 'news.json' }
/** Lazy slides the fake site can answer: module id -> slide keys (slide 3 is "not found"). */
const LAZY = { 5: [2] }

/** @param {import('node:http').IncomingMessage} req */
const body = async (req) => {
  let text = ''
  for await (const chunk of req) text += chunk
  return new URLSearchParams(text)
}

/** @param {URL} url @param {import('node:http').IncomingMessage} req */
async function answer(url, req) {
  const path = decodeURIComponent(url.pathname)
  if (path === '/favicon.ico') return { status: 204, type: 'text/plain', data: '' }
  const json = (value) => ({ status: 200, type: TYPES['.json'], data: JSON.stringify(value) })
  const rest = /^\/wp-json\/sliderrevolution\/sliders\/([^/]+)$/.exec(path)
  if (rest) {
    const file = BY_ID[/** @type {keyof typeof BY_ID} */ (rest[1])]
    if (!file) return json({ success: false, message: 'no such module' })
    const module = JSON.parse(await readFile(join(here, 'modules', file), 'utf8'))
    return json({ success: true, ...module })
  }
  if (path === '/wp-admin/admin-ajax.php' && req.method === 'POST') {
    const form = await body(req)
    const id = form.get('data[id]') ?? ''
    const slide = Number(form.get('data[slideid]'))
    const known = LAZY[/** @type {keyof typeof LAZY} */ (id)]
    if (form.get('client_action') !== 'get_full_slider_object' || !known?.includes(slide))
      return json({ success: false })
    return json({ success: true, id, slides: { [slide]: { layers: lazyLayers('Lazy', slide) } } })
  }
  // The inline drop-in page with the chunked loader in place of the single file.
  if (path === '/dropin-chunked.html') {
    const page = await readFile(join(here, 'dropin-inline.html'), 'utf8')
    const data = page
      .replace('/browser/strata-sr7.iife.js', '/browser/esm/strata-sr7.js')
      .replaceAll('Drop-in: inline data', 'Drop-in: inline data, chunked loader')
    return { status: 200, type: TYPES['.html'], data }
  }
  // The page's own GSAP, for the page that loads it as a theme does (window.gsap).
  if (path === '/vendor/gsap.min.js')
    return { status: 200, type: TYPES['.js'], data: await readFile(GSAP_UMD) }
  const [dir, rel] = path.startsWith('/browser/')
    ? [browserDir, path.slice('/browser/'.length)]
    : [here, path === '/' ? 'index.html' : path.slice(1)]
  const file = normalize(join(dir, rel))
  if (!file.startsWith(dir) || rel.includes('..'))
    return { status: 403, type: 'text/plain', data: '' }
  try {
    const type =
      TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream'
    return { status: 200, type, data: await readFile(file) }
  } catch {
    return { status: 404, type: 'text/plain', data: 'not found' }
  }
}

/**
 * Starts the server on 127.0.0.1 (port 0: any free port).
 * @param {number} [port]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startEmbedServer(port = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    answer(url, req).then(
      ({ status, type, data }) => {
        res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' })
        res.end(data)
      },
      (error) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' })
        res.end(String(error))
      },
    )
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startEmbedServer(Number(process.argv[2]) || 4418)
  console.log(`embed test pages on ${url}`)
}
