// @ts-check
/**
 * A small local stand-in for a site's REST and ajax endpoints (docs/behaviour.md §7), answering from
 * module JSON files, with switchable faults and request statistics. Used by the playground (vite
 * mounts the handler under /wp-json/ and /wp-admin/admin-ajax.php) and by the Playwright specs
 * (`startRestServer`). It binds 127.0.0.1 only.
 */
import { createServer } from 'node:http'
import { faultsFromQuery, takeFault } from './faults.mjs'
import { answer, parseForm, readBody } from './routes.mjs'
import { createStats } from './stats.mjs'

/** @typedef {import('./faults.mjs').Faults} Faults */
/** @typedef {import('./stats.mjs').RestStats} RestStats */
/** @typedef {import('node:http').IncomingMessage & { originalUrl?: string }} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {(req: Req, res: Res, next: (error?: unknown) => void) => void} Middleware */

/**
 * @typedef {object} RestHandlerOptions
 * @property {string} modulesDir   folder of module JSON files
 * @property {Faults} [faults]     live: change it at any time. (default: {})
 * @property {RestStats} [stats]   (default: a new one)
 */

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Requested-With, X-Strata-Fault',
  'Access-Control-Max-Age': '600',
  // A fresh connection per request: the browser never silently re-sends a request whose
  // connection was dropped on a reused socket, so the server's counts are the client's tries.
  Connection: 'close',
}

/**
 * A connect-style middleware answering docs/behaviour.md §7's three REST GETs and the ajax endpoint, plus
 * control routes under any path ending in `__strata/faults?drop=4&...` (replace the faults),
 * `__strata/stats` (the log and in-flight counters) and `__strata/reset`. Other paths go to next().
 * @param {RestHandlerOptions} options
 * @returns {Middleware & { faults: Faults, stats: RestStats }}
 */
export function createRestHandler({ modulesDir, faults = {}, stats = createStats() }) {
  /** @type {Middleware} */
  const handle = (req, res, next) => {
    const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    const method = req.method ?? 'GET'
    const send = (/** @type {number} */ status, /** @type {string} */ body, statusText = '') => {
      res.writeHead(status, statusText || undefined, {
        ...CORS,
        'Content-Type': 'application/json',
      })
      res.end(body)
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    const control = /__strata\/(faults|stats|reset)$/.exec(path)?.[1]
    if (control === 'faults') {
      for (const key of Object.keys(faults)) delete faults[/** @type {keyof Faults} */ (key)]
      Object.assign(faults, faultsFromQuery(url.searchParams))
      return send(200, JSON.stringify(faults))
    }
    if (control === 'stats')
      return send(
        200,
        JSON.stringify({ log: stats.log, inFlight: Object.fromEntries(stats.inFlight) }),
      )
    if (control === 'reset') {
      stats.reset()
      for (const key of Object.keys(faults)) delete faults[/** @type {keyof Faults} */ (key)]
      return send(200, '{}')
    }
    const endpoint = /\/sliderrevolution\/sliders\/|admin-ajax\.php$/.test(path)
    if (!endpoint) return next()
    stats.track(path, res)
    const asked =
      url.searchParams.get('strata-fault') ?? req.headers['x-strata-fault']?.toString() ?? null
    readBody(req).then(
      async (text) => {
        const found = answer(modulesDir, method, path, url.searchParams, parseForm(text))
        const { fault, delay } = takeFault(faults, path, asked)
        const record = {
          method,
          path,
          query: url.search,
          action: found?.action,
          slideid: found?.slideid,
          at: Date.now(),
        }
        stats.add({ ...record, outcome: found ? (fault ?? 'ok') : 'not found' })
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
        if (!found) return send(404, JSON.stringify({ code: 'rest_no_route' }), 'Not Found')
        if (fault === 'drop') return void req.socket.destroy()
        if (fault === '500') return send(500, 'Internal Server Error', 'Internal Server Error')
        const body = JSON.stringify(found.body)
        if (fault === 'concat') return send(200, `{"success":false,"message":"notice"}${body}`)
        send(200, fault === 'string' ? JSON.stringify(body) : body)
      },
      () => send(413, '{}', 'Payload Too Large'),
    )
  }
  return Object.assign(handle, { faults, stats })
}

/**
 * @typedef {object} StartOptions
 * @property {number} [port]        (default: 0 (any free port))
 * @property {string} [host]        loopback only. (default: '127.0.0.1')
 * @property {string} modulesDir
 * @property {Faults} [faults]      (default: {})
 * @property {Middleware[]} [use]   more middleware after the REST one (e.g. image routes);
 *   their requests are counted in `stats.inFlight` too. (default: [])
 */

/**
 * Starts the server for tests. Resolves to its base URL (no trailing slash), the live faults and
 * stats, and `close()`.
 * @param {StartOptions} options
 * @returns {Promise<{ url: string, faults: Faults, stats: RestStats, close(): Promise<void> }>}
 */
export async function startRestServer({
  port = 0,
  host = '127.0.0.1',
  modulesDir,
  faults = {},
  use = [],
}) {
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error('the REST server binds 127.0.0.1 only')
  const handler = createRestHandler({ modulesDir, faults })
  const chain = [handler, ...use]
  const server = createServer((req, res) => {
    const run = (/** @type {number} */ i) => {
      const middleware = chain[i]
      if (!middleware) {
        res.writeHead(404, CORS)
        res.end()
        return
      }
      // The REST handler counts its own requests; the routes after it are counted here, once.
      if (i === 1) handler.stats.track(new URL(req.url ?? '/', 'http://x').pathname, res)
      middleware(req, res, () => run(i + 1))
    }
    run(0)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${bound}`,
    faults,
    stats: handler.stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
