import { median } from './stats.mjs'

/** The figures an A/B prints: [label, key in a measured run, digits]. */
export const AB_FIGURES = [
  ['ready ms', 'readyMs', 0],
  ['eval ms', 'evalMs', 0],
  ['start ms', 'startMs', 0],
  ['script ms', 'scriptMs', 1],
  ['layouts', 'layouts', 0],
  ['heap MB', 'heapBytes', 2],
]

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length
const shown = (key, value, digits) => (key === 'heapBytes' ? value / 1e6 : value).toFixed(digits)

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
    const cells = AB_FIGURES.map(([name, key, digits]) => {
      const values = loads.map((r) => r[key])
      const med = median(values)
      const base = first && label !== labels[0] ? median(first.map((r) => r[key])) : undefined
      const delta =
        base === undefined
          ? ''
          : ` (${med - base >= 0 ? '+' : ''}${shown(key, med - base, digits)})`
      return `${name} ${shown(key, med, digits)}${delta} mean ${shown(key, mean(values), digits)}`
    })
    return `${label} (${loads.length} loads): ${cells.join(' · ')}`
  })
}
