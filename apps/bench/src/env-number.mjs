/**
 * A number a bench setting reads from the environment (`BENCH_LATENCY_MS`, `BENCH_CPU_THROTTLE`,
 * `BENCH_SETTLE_MS`): `fallback` when unset; an error naming the setting when the value is not
 * a number of at least `min`, rather than measuring without it.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {string} what what the value must be, for the message
 * @returns {number}
 */
export function envNumber(env, name, fallback, min, what) {
  const n = Number(env[name] ?? fallback)
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be ${what}, not "${env[name]}"`)
  return n
}
