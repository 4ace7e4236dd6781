// `pnpm --filter @strata/bench visit <page> <n> <loads> <label> [label...]`: what a page keeps as
// a visitor goes through every slide (docs/performance-log.md, "Fifty-sixth session"). Each `ab build`
// label's page (`<build>:<page>` as in `ab compare`) is loaded `loads` times in turn; after load,
// after up to 20 changes, and after two visits through every slide (n − 1 forward and n − 1
// back, each), the JS heap, the JS heap with Blink's (heaps.mjs) and the page's elements; prints
// the medians. A figure that grows with the visits is something kept for every slide reached,
// not for the slides built. No step asks for a slide past the last, so the peers' pages, which
// do not loop, are read too.
import { abToolArgs, collectedHeapsMb, eachAbLoad } from './ab-loads.mjs'
import { median } from './stats.mjs'

const args = abToolArgs('visit')
const { page, n, loads, labels } = args
/**
 * The changes of a visit through every slide: from the first to the last and back. The
 * harness's `transitions` steps forward for the first half and back for the rest, so a count
 * past this would ask a page that does not loop for a slide it does not have, and wait for ever.
 */
const visit = 2 * (Number(n) - 1)
const firstChanges = Math.min(20, visit)
/** When each figure is read: the changes run before it. */
const STEPS = [
  ['after load', 0],
  [`after ${firstChanges} changes`, firstChanges],
  ['after a visit through every slide', visit],
  ['after a second visit', visit],
]
/** @type {Record<string, { heap: number, withDom: number }[][]>} MB by step, one list a load */
const heaps = Object.fromEntries(labels.map((l) => [l, []]))
/** @type {Record<string, number[]>} elements at the end, one a load */
const elements = Object.fromEntries(labels.map((l) => [l, []]))
await eachAbLoad(args, async (label, tab, context) => {
  const cdp = await context.newCDPSession(tab)
  const read = []
  for (const [, changes] of STEPS) {
    if (changes) await tab.evaluate((c) => window.__bench.transitions(c), changes)
    read.push(await collectedHeapsMb(tab, cdp))
  }
  heaps[label]?.push(read)
  elements[label]?.push(await tab.evaluate(() => document.getElementsByTagName('*').length))
})
console.log(`${page}, N = ${n}: JS heap MB / with Blink's (medians of ${loads} loads)`)
for (const label of labels) {
  const runs = heaps[label] ?? []
  const cells = STEPS.map(([name], i) => {
    const heap = median(runs.map((r) => r[i]?.heap ?? 0))
    const withDom = median(runs.map((r) => r[i]?.withDom ?? 0))
    return `${name} ${heap.toFixed(2)} / ${withDom.toFixed(2)}`
  })
  console.log(`${label}: ${cells.join(' · ')} · elements ${median(elements[label] ?? [])}`)
}
