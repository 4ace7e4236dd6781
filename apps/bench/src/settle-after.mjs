import { envNumber } from './env-number.mjs'

/**
 * BENCH_SETTLE_MS: how long after ready a load waits before its heap is read and its changes
 * begin (then two frames more). 150 ms by default: the neighbours Strata builds 50 ms after its
 * first paint are in. A longer wait lets a module's entrance end first, so a page whose changes
 * are resizes measures them at rest, not while the layers enter (docs/performance-log.md,
 * "Sixty-first session").
 * @param {Record<string, string | undefined>} env
 * @returns {number} ms
 */
export function settleOf(env) {
  return envNumber(env, 'BENCH_SETTLE_MS', 150, 0, 'a number of ms')
}
