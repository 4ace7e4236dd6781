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
  'ctorMs',
  'startMs',
  'lcpMs',
  'heapBytes',
  'nodes',
  'elements',
  'cls',
  'meanFps',
  'p95FrameMs',
  'framesOver20',
  'longTasks',
  'layouts',
  'recalcStyles',
  'scriptMs',
  'taskScriptMs',
  'layoutMs',
]

/** @param {Array<Record<string, number>>} runs */
export const medians = (runs) =>
  Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((r) => r[key]))]))
