import { envNumber } from './env-number.mjs'

/**
 * BENCH_LATENCY_MS: each request's round trip, by Chromium's network emulation (bandwidth left
 * as it is). The bench's server answers at once, so by default a chunk loaded on demand costs
 * no wait; a site's does, and work that overlaps such a wait is free only there
 * (docs/performance-log.md, "Twentieth session").
 * @param {Record<string, string | undefined>} env
 * @returns {number} ms, 0 for none
 */
export function latencyOf(env) {
  return envNumber(env, 'BENCH_LATENCY_MS', 0, 0, 'ms')
}

/**
 * Gives every request of the page `ms` of round trip (none for 0).
 * @param {import('playwright-core').CDPSession} cdp
 * @param {number} ms
 */
export async function emulateLatency(cdp, ms) {
  if (!ms) return
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ms,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}
