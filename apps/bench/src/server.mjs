import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.jpg': 'image/jpeg',
}

/**
 * The headers that make a page cross-origin isolated: its `performance.now()` then counts in
 * 5 µs steps, not the 100 µs a page without them gets in Chromium. The timing tools (`handlers`,
 * `apis`) time calls of 5–60 µs; with 100 µs steps each call reads 0 or 100 and only a mean over
 * many calls says anything. Not for the bench's own pages: the peers' are served without them.
 */
export const ISOLATED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
}

/**
 * Serves `dir` on 127.0.0.1 at a free port; only GET of files inside `dir`.
 * @param {string} dir
 * @param {{ isolated?: boolean }} [options] `isolated`: every answer carries {@link ISOLATED}.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(dir, { isolated = false } = {}) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(dir)) return void res.writeHead(403).end()
    try {
      const body = await readFile(file)
      const type = types[extname(file)] ?? 'application/octet-stream'
      res.writeHead(200, { 'content-type': type, ...(isolated ? ISOLATED : {}) })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
