// @ts-check
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Switchable faults of the local REST server. Counts say how many of the next matching requests
 * get the fault (-1: every one); `only` limits them to paths containing it.
 */

/**
 * @typedef {object} Faults
 * @property {number} [drop]        destroy the socket: the client sees status 0
 * @property {number} [fail500]     answer 500 Internal Server Error
 * @property {number} [concat]      answer a failure object, then the real one, concatenated
 * @property {number} [jsonString]  answer a JSON string of the JSON
 * @property {number} [slowMs]      every answer waits this long (ms)
 * @property {string} [only]        faults apply only to paths containing this
 */

/** @typedef {'drop' | '500' | 'concat' | 'string'} FaultName */

/** @type {Array<[keyof Faults, FaultName]>} */
const COUNTED = [
  ['drop', 'drop'],
  ['fail500', '500'],
  ['concat', 'concat'],
  ['jsonString', 'string'],
]

/**
 * The fault a request gets: asked in the request (query `strata-fault` or header
 * `x-strata-fault`: drop | 500 | concat | string | slow:<ms>), else the next counted one.
 * @param {Faults} faults  mutated: a counted fault is used up
 * @param {string} path
 * @param {string | null} asked
 * @returns {{ fault: FaultName | undefined, delay: number }}
 */
export function takeFault(faults, path, asked) {
  if (asked) {
    const slow = /^slow:(\d+)$/.exec(asked)
    if (slow) return { fault: undefined, delay: Number(slow[1]) }
    const named = COUNTED.find(([, name]) => name === asked)
    return { fault: named?.[1], delay: 0 }
  }
  if (faults.only && !path.includes(faults.only)) return { fault: undefined, delay: 0 }
  const delay = faults.slowMs ?? 0
  for (const [key, name] of COUNTED) {
    const left = /** @type {number | undefined} */ (faults[key])
    if (!left) continue
    if (left > 0) Object.assign(faults, { [key]: left - 1 })
    return { fault: name, delay }
  }
  return { fault: undefined, delay }
}

/**
 * Faults from a control request's query (`drop=4&only=admin-ajax`); unknown keys are ignored.
 * @param {URLSearchParams} query
 * @returns {Faults}
 */
export function faultsFromQuery(query) {
  /** @type {Faults} */
  const faults = {}
  for (const key of ['drop', 'fail500', 'concat', 'jsonString', 'slowMs']) {
    const value = Number(query.get(key))
    if (query.has(key) && Number.isFinite(value)) Object.assign(faults, { [key]: value })
  }
  const only = query.get('only')
  if (only) faults.only = only
  return faults
}

const PAGE =
  '<!doctype html><html lang="en"><head><title>Faults</title></head><body><div id="root" class="site-box" style="width: 960px;"><p>fallback</p></div></body></html>'

/**
 * The first-load fault matrix (issue #24): `GET /__faults/<fault>/<file>.json` answers the module
 * file `<file>.json` of `modulesDir` with a fault, CORS open, for a page on another port:
 * - `drop2`: the first 2 tries of that path are dropped (status 0), then it answers;
 * - `drop`: every try is dropped;
 * - `500`: 500 Internal Server Error;
 * - `truncated`: the first half of the JSON, status 200;
 * - `html`: an HTML error page, status 200 (a proxy's or a host's page);
 * - `hang`: never answers (the socket stays open until the server closes).
 * `GET /__faults/page.html` is an empty page on the same origin, for the browser file and the
 * slider (no cross-origin rules in the way). Other paths go to `next`. `tries` counts the
 * requests of each fault path.
 * @param {string} modulesDir
 * @returns {import('./rest-server.mjs').Middleware & { tries: Map<string, number> }}
 */
export function faultRoutes(modulesDir) {
  /** @type {Map<string, number>} */
  const tries = new Map()
  /** @type {Map<string, number>} */
  const last = new Map()
  /** @type {import('./rest-server.mjs').Middleware} */
  const handle = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    // No socket is used twice: the browser retries a GET by itself when a reused one closes
    // without an answer, which would hide a drop from the loader's own retries.
    const cors = { 'Access-Control-Allow-Origin': '*', Connection: 'close' }
    if (url.pathname === '/__faults/page.html') {
      res.writeHead(200, { ...cors, 'Content-Type': 'text/html' })
      return void res.end(PAGE)
    }
    const match = /^\/__faults\/(drop2|drop|500|truncated|html|hang)\/([\w-]+\.json)$/.exec(
      url.pathname,
    )
    if (!match) return next()
    const [, fault, file] = match
    const now = Date.now()
    const again = now - (last.get(url.pathname) ?? -1e9) < 300
    last.set(url.pathname, now)
    const count = (tries.get(url.pathname) ?? 0) + (again ? 0 : 1)
    tries.set(url.pathname, count)
    if (fault === 'hang') return
    if (fault === 'drop' || (fault === 'drop2' && count <= 2)) return void req.socket.destroy()
    if (fault === '500') {
      res.writeHead(500, 'Internal Server Error', cors)
      return void res.end('Internal Server Error')
    }
    if (fault === 'html') {
      res.writeHead(200, { ...cors, 'Content-Type': 'text/html' })
      return void res.end('<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>')
    }
    readFile(join(modulesDir, /** @type {string} */ (file)), 'utf8').then(
      (text) => {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        res.end(fault === 'truncated' ? text.slice(0, Math.floor(text.length / 2)) : text)
      },
      () => {
        res.writeHead(404, cors)
        res.end()
      },
    )
  }
  return Object.assign(handle, { tries })
}
