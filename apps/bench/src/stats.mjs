/**
 * The middle value; NaN (a figure a load could not read, e.g. no contentful paint) is left out,
 * and NaN is what remains when every value is.
 * @param {number[]} values
 */
export const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  const mid = sorted.length >> 1
  if (!sorted.length) return Number.NaN
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The figures a row shows, each the median over the runs. */
export const FIGURES = [
  'readyMs',
  'evalMs',
  'topLevelMs',
  'ctorMs',
  'startMs',
  'lcpMs',
  'heapBytes',
  'domHeapBytes',
  'pageHeapBytes',
  'nodes',
  'elements',
  'cls',
  'meanFps',
  'p95FrameMs',
  'framesOver20',
  'longestFrameMs',
  'longTasks',
  'layouts',
  'recalcStyles',
  'scriptMs',
  'scriptCpuMs',
  'taskScriptMs',
  'layoutMs',
  'restScriptMs',
]

/** @param {Array<Record<string, number>>} runs */
export const medians = (runs) =>
  Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((r) => r[key]))]))

/**
 * Runs `load` `count` times, one after another (an odd count), and returns the load whose
 * `figure` is the median, with every load's figure, smallest first: `trace`'s figures that a
 * load now and then reads higher than the others of the same build.
 * @template T
 * @param {number} count
 * @param {() => Promise<T>} load
 * @param {(result: T) => number} figure
 * @returns {Promise<{ middle: T, figures: number[] }>}
 */
export async function medianLoad(count, load, figure) {
  const loads = []
  for (let i = 0; i < count; i++) loads.push(await load())
  loads.sort((a, b) => figure(a) - figure(b))
  return { middle: loads[count >> 1], figures: loads.map(figure) }
}
