import { median } from './stats.mjs'

/**
 * The figures an A/B prints: [label, key in a measured run, digits, divisor]. Heap in the bench
 * table's unit (report.mjs: 2^20 bytes), so the two read alike.
 */
export const AB_FIGURES = [
  ['ready ms', 'readyMs', 0, 1],
  ['eval ms', 'evalMs', 0, 1],
  ['top-level ms', 'topLevelMs', 1, 1],
  ['start ms', 'startMs', 0, 1],
  ['LCP ms', 'lcpMs', 0, 1],
  // The load's long tasks until settled, and their blocking time (BENCH_CPU_THROTTLE: a phone).
  ['load long tasks', 'loadLongTasks', 0, 1],
  ['load blocking ms', 'loadBlockingMs', 0, 1],
  ['blocking after paint ms', 'paintBlockingMs', 0, 1],
  ['script ms', 'scriptMs', 1, 1],
  ['script CPU ms', 'scriptCpuMs', 1, 1],
  ['task script ms', 'taskScriptMs', 1, 1],
  ['layouts', 'layouts', 0, 1],
  ['heap MB', 'heapBytes', 2, 2 ** 20],
  ['heap+DOM MB', 'pageHeapBytes', 2, 2 ** 20],
  // What a visitor sees of the changes: a change that moves script into the frames shows here.
  ['p95 frame ms', 'p95FrameMs', 1, 1],
  ['frames>20ms', 'framesOver20', 0, 1],
  // A task that holds a frame (a slide's build) shows in these two, not in p95.
  ['longest frame ms', 'longestFrameMs', 1, 1],
  ['long tasks', 'longTasks', 0, 1],
  ['rest script ms', 'restScriptMs', 1, 1],
]

/** NaN values (a figure a load could not read) are left out, as `median` leaves them. */
const mean = (values) => {
  const read = values.filter((v) => !Number.isNaN(v))
  return read.reduce((sum, v) => sum + v, 0) / read.length
}

/** A small seeded generator (xorshift), so the same loads always print the same interval. */
const seeded = (seed) => {
  let x = seed | 0 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 2 ** 32
  }
}

/**
 * A 95 % interval for the median of `after - before`, paired by round (the compare loads the
 * builds in turn, so round i of each ran under the same machine state): the 2.5th and 97.5th
 * percentiles of the medians of `draws` resamples (bootstrap). Undefined under 4 pairs. An
 * interval that holds 0 is a change the loads cannot tell from noise.
 * @param {number[]} before
 * @param {number[]} after
 * @returns {[number, number] | undefined}
 */
export function pairedInterval(before, after, draws = 2000) {
  const diffs = after.slice(0, before.length).map((v, i) => v - (before[i] ?? Number.NaN))
  const pairs = diffs.filter(Number.isFinite)
  if (pairs.length < 4) return undefined
  const random = seeded(pairs.length * 7919)
  const medians = Array.from({ length: draws }, () =>
    median(pairs.map(() => pairs[Math.floor(random() * pairs.length)] ?? 0)),
  ).sort((a, b) => a - b)
  return [medians[Math.floor(draws * 0.025)] ?? 0, medians[Math.ceil(draws * 0.975) - 1] ?? 0]
}

/**
 * One line a build: the median and mean of each figure over its loads, and how far the median is
 * from the first build's (`+12` is 12 later, larger or more than the first build), with the 95 %
 * interval of the paired differences' median (`pairedInterval`) from 4 loads each.
 * @param {Record<string, Array<Record<string, number>>>} runs loads of each build, by label
 * @returns {string[]}
 */
export function abLines(runs) {
  const labels = Object.keys(runs)
  const first = runs[labels[0] ?? '']
  return labels.map((label) => {
    const loads = runs[label] ?? []
    const cells = AB_FIGURES.map(([name, key, digits, divisor]) => {
      const shown = (value) => (value / divisor).toFixed(digits)
      const values = loads.map((r) => r[key])
      const med = median(values)
      const base = first && label !== labels[0] ? median(first.map((r) => r[key])) : undefined
      const signed = (value) => `${value >= 0 ? '+' : ''}${shown(value)}`
      const interval =
        base === undefined || !first
          ? undefined
          : pairedInterval(
              first.map((r) => r[key]),
              values,
            )
      const within = interval ? ` [${signed(interval[0])}, ${signed(interval[1])}]` : ''
      const delta = base === undefined ? '' : ` (${signed(med - base)}${within})`
      return `${name} ${shown(med)}${delta} mean ${shown(mean(values))}`
    })
    return `${label} (${loads.length} loads): ${cells.join(' · ')}`
  })
}
