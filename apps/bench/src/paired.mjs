import { median } from './stats.mjs'

/**
 * Issue #25's targets as ratios to Swiper, each read at one slide count: what `pnpm bench`
 * prints round by round (docs/performance.md, "How to measure").
 * @type {ReadonlyArray<{ name: string, figure: string, count: number, goal: number }>}
 */
export const TARGETS = [
  { name: 'ready at 10 slides', figure: 'readyMs', count: 10, goal: 1 },
  { name: 'script over 10 changes', figure: 'scriptMs', count: 10, goal: 1.5 },
  { name: 'script CPU over 10 changes', figure: 'scriptCpuMs', count: 10, goal: 1.5 },
  { name: 'heap at 200 slides', figure: 'heapBytes', count: 200, goal: 1 },
  // The same slides counted where each library keeps them: Strata's module data in V8's heap,
  // the peers' built slides in Blink's (heaps.mjs).
  { name: 'heap with the DOM at 200 slides', figure: 'pageHeapBytes', count: 200, goal: 1 },
]

/**
 * Strata's figure ÷ the peer's in each round: the two loads of a round ran next to each other
 * (rounds.mjs), so a drift in the shared machine's load moves both. The ratio of the medians
 * (the table's) can move 20 % between runs where the peer's median does; the spread of the
 * rounds' ratios says whether a target holds in most rounds or in one run's medians only.
 * A round where either figure is missing (NaN, no run) is left out.
 * @param {ReadonlyArray<Record<string, number>>} base the base library's runs, in round order
 * @param {ReadonlyArray<Record<string, number>>} peer the peer's runs, in round order
 * @param {string} figure
 * @returns {number[]} one ratio a round
 */
export function roundRatios(base, peer, figure) {
  const ratios = []
  for (let i = 0; i < Math.min(base.length, peer.length); i++) {
    const mine = base[i]?.[figure]
    const theirs = peer[i]?.[figure]
    if (Number.isFinite(mine) && Number.isFinite(theirs) && theirs > 0) ratios.push(mine / theirs)
  }
  return ratios
}

/**
 * A target's standing over the rounds: the median of the rounds' ratios, their smallest and
 * largest, and in how many rounds the ratio met the goal.
 * @param {number[]} ratios from {@link roundRatios}
 * @param {number} goal the largest ratio that meets the target
 */
export function standing(ratios, goal) {
  return {
    median: median(ratios),
    min: ratios.length ? Math.min(...ratios) : Number.NaN,
    max: ratios.length ? Math.max(...ratios) : Number.NaN,
    met: ratios.filter((r) => r <= goal).length,
    rounds: ratios.length,
  }
}

/**
 * The table of {@link TARGETS} (rows of string cells, the first the header) from each library's
 * runs by slide count (`runs.get(count).get(lib)`, in round order); a target whose slide count
 * or libraries did not run is left out.
 * @param {Map<number, Map<string, ReadonlyArray<Record<string, number>>>>} runs
 * @param {string} base
 * @param {string} peer
 * @returns {string[][]}
 */
export function targetRows(runs, base, peer) {
  const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '-')
  const header = [
    'target',
    'N',
    'goal',
    'ratio of medians',
    'median of rounds',
    'rounds (least, most)',
    'rounds within goal',
  ]
  const rows = [header]
  for (const { name, figure, count, goal } of TARGETS) {
    const mine = runs.get(count)?.get(base)
    const theirs = runs.get(count)?.get(peer)
    if (!mine?.length || !theirs?.length) continue
    const s = standing(roundRatios(mine, theirs, figure), goal)
    const ofMedians = median(mine.map((r) => r[figure])) / median(theirs.map((r) => r[figure]))
    rows.push([
      `${name} ÷ ${peer}`,
      String(count),
      `≤ ${goal}×`,
      x(ofMedians),
      x(s.median),
      `${x(s.min)} – ${x(s.max)}`,
      `${s.met} of ${s.rounds}`,
    ])
  }
  return rows
}
