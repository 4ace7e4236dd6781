// @ts-check
/**
 * Request statistics of the local REST server: every request logged with its time, and how many
 * requests are in flight at once under each path prefix (the image queue's "never more than 5
 * in flight" is checked with it, so it is generic: any prefix, any route).
 */

/**
 * @typedef {object} RequestRecord
 * @property {string} method
 * @property {string} path         path without the query
 * @property {string} query        the query, with its '?' ('' when none)
 * @property {string} [action]     ajax client_action
 * @property {string} [slideid]
 * @property {number} at           Date.now() when the request arrived
 * @property {string} outcome      'ok', 'drop', '500', 'concat', 'string', 'not found'...
 */

/**
 * @typedef {object} InFlight
 * @property {number} now  requests under the prefix being answered now
 * @property {number} max  the most there ever were at once
 */

/**
 * @typedef {object} RestStats
 * @property {RequestRecord[]} log      every request except CORS preflights
 * @property {number} requests          log.length
 * @property {Map<string, InFlight>} inFlight   by path prefix ('/', '/wp-json/', '/img/a/'...)
 * @property {(prefix: string) => InFlight} inFlightFor   zeros for a prefix never seen
 * @property {(method: string, path: string) => RequestRecord[]} matching
 * @property {(record: RequestRecord) => void} add
 * @property {(path: string, res: import('node:http').ServerResponse) => void} track
 *   counts a request in flight under each prefix of `path` until its response closes
 * @property {() => void} reset
 */

/** Every prefix of a path that ends at a slash, and the path itself. */
const prefixes = (/** @type {string} */ path) => {
  const list = []
  for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1))
    list.push(path.slice(0, i + 1))
  if (!path.endsWith('/')) list.push(path)
  return list
}

/** @returns {RestStats} */
export function createStats() {
  /** @type {RestStats} */
  const stats = {
    log: [],
    get requests() {
      return stats.log.length
    },
    inFlight: new Map(),
    inFlightFor: (prefix) => stats.inFlight.get(prefix) ?? { now: 0, max: 0 },
    matching: (method, path) =>
      stats.log.filter((r) => r.method === method && r.path.includes(path)),
    add: (record) => {
      stats.log.push(record)
    },
    track(path, res) {
      const counters = prefixes(path).map((prefix) => {
        const counter = stats.inFlight.get(prefix) ?? { now: 0, max: 0 }
        stats.inFlight.set(prefix, counter)
        counter.now++
        counter.max = Math.max(counter.max, counter.now)
        return counter
      })
      // 'close' fires once for a finished, failed or destroyed response alike.
      res.once('close', () => {
        for (const counter of counters) counter.now--
      })
    },
    reset() {
      stats.log.length = 0
      // Requests still in flight keep their counters, so `now` stays true.
      for (const counter of stats.inFlight.values()) counter.max = counter.now
    },
  }
  return stats
}
