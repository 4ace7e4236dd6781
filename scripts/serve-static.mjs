// The static server the bench and the playground's e2e both use: a folder on 127.0.0.1.
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
 * The headers of a file a site lets browsers keep (`returns`: a visitor coming back reads it
 * from the disk cache, and Chromium keeps its compiled code beside it when it can).
 */
export const CACHED = {
  'cache-control': 'max-age=3600',
  'last-modified': 'Sat, 05 Dec 2026 00:00:00 GMT',
}

/**
 * Serves `dir` on 127.0.0.1 at a free port; only GET of files inside `dir`.
 * @param {string} dir
 * @param {{ isolated?: boolean, cached?: boolean }} [options] `isolated`: every answer carries
 *   {@link ISOLATED}; `cached`: {@link CACHED}.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(dir, { isolated = false, cached = false } = {}) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(dir)) return void res.writeHead(403).end()
    try {
      const body = await readFile(file)
      const type = types[extname(file)] ?? 'application/octet-stream'
      res.writeHead(200, {
        'content-type': type,
        ...(isolated ? ISOLATED : {}),
        ...(cached ? CACHED : {}),
      })
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
