import { median } from './stats.mjs'

/**
 * The figures an A/B prints: [label, key in a measured run, digits, divisor]. Heap in the bench
 * table's unit (report.mjs: 2^20 bytes), so the two read alike.
 */
export const AB_FIGURES = [
  ['ready ms', 'readyMs', 0, 1],
  ['eval ms', 'evalMs', 0, 1],
  ['start ms', 'startMs', 0, 1],
  ['script ms', 'scriptMs', 1, 1],
  ['task script ms', 'taskScriptMs', 1, 1],
  ['layouts', 'layouts', 0, 1],
  ['heap MB', 'heapBytes', 2, 2 ** 20],
]

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length

/**
 * One line a build: the median and mean of each figure over its loads, and how far the median is
 * from the first build's (`+12` is 12 later, larger or more than the first build).
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
      const delta = base === undefined ? '' : ` (${med - base >= 0 ? '+' : ''}${shown(med - base)})`
      return `${name} ${shown(med)}${delta} mean ${shown(mean(values))}`
    })
    return `${label} (${loads.length} loads): ${cells.join(' · ')}`
  })
}
