// @ts-check
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
