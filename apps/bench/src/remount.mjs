// `pnpm --filter @strata/bench remount <page> <n> <loads> <label> [label...]`: what a page keeps
// when it takes a module off and builds it again, as a single-page app's routes do
// (docs/performance-log.md, "Fifty-seventh session"). Each `ab build` label's page (`<build>:<page>`
// as in `ab compare`) is loaded `loads` times in turn; after load and one change, then after 10,
// 30, 60 and 100 remounts (destroy, fresh markup, ready, one change), reads after a full
// collection: the JS heap, the JS heap with Blink's (heaps.mjs), Blink's live nodes (detached
// ones included), JS event listeners, and the stylesheets the document holds; prints the
// medians. A figure that grows with the remounts is something a destroyed slider left behind.
// With REMOUNT_KINDS=1 a heap snapshot follows the first remounts' read and the last, and the
// kinds that grew between them print (heap-kinds.mjs, medians): code is V8 compiling, objects,
// closures or DOM are something kept.
import { abToolArgs, collectedHeapsMb, eachAbLoad } from './ab-loads.mjs'
import { heapKindsOf, kindGrowth } from './heap-kinds.mjs'
import { median } from './stats.mjs'

const args = abToolArgs('remount')
const { page, n, loads, labels } = args
/**
 * When each figure is read, as remounts in all (`REMOUNTS`, comma-separated; 10, 30, 60, 100):
 * with each read, the remounts run since the one before.
 */
const totals = (process.env.REMOUNTS ?? '10,30,60,100').split(',').map(Number)
const STEPS = [['after load', 0], ...totals.map((t, i) => [`after ${t}`, t - (totals[i - 1] ?? 0)])]
/** Each read's figures, in the order printed. */
const FIGURES = ['heap MB', 'heap+DOM MB', 'nodes', 'listeners', 'sheets']
/** How many of FIGURES, from the first, are in MB (printed with two decimals). */
const IN_MB = 2
/**
 * Whether to sum a heap snapshot by kind after the first remounts' read and the last: two reads
 * after remounts (`REMOUNTS` with two figures or more) to compare.
 */
const withKinds = process.env.REMOUNT_KINDS === '1' && totals.length > 1
if (process.env.REMOUNT_KINDS === '1' && !withKinds)
  console.error('REMOUNT_KINDS compares two reads after remounts: give REMOUNTS two figures')

/**
 * One read of what the page holds, after a full collection.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {import('playwright-core').Page} tab
 * @returns {Promise<number[]>} the figures of FIGURES
 */
async function read(cdp, tab) {
  const heaps = await collectedHeapsMb(tab, cdp)
  const dom = await cdp.send('Memory.getDOMCounters')
  const sheets = await tab.evaluate(
    () => document.styleSheets.length + document.adoptedStyleSheets.length,
  )
  return [heaps.heap, heaps.withDom, dom.nodes, dom.jsEventListeners, sheets]
}

/** @type {Record<string, number[][][]>} figures by step, one list a load */
const runs = Object.fromEntries(labels.map((l) => [l, []]))
/** @type {Record<string, Map<string, number>[]>} bytes grown by kind, one map a load */
const growths = Object.fromEntries(labels.map((l) => [l, []]))
await eachAbLoad(args, async (label, tab, context) => {
  const cdp = await context.newCDPSession(tab)
  // Each remount ends after one change; the first read does too, to compare like with like.
  await tab.evaluate(() => window.__bench.transitions(1))
  const reads = []
  /** @type {Map<string, number>[]} */
  const kinds = []
  for (const [s, [, remounts]] of STEPS.entries()) {
    if (remounts) await tab.evaluate((c) => window.__bench.remount(c), remounts)
    reads.push(await read(cdp, tab))
    // After the read, so the snapshot's own allocations are not in its figures.
    if (withKinds && (s === 1 || s === STEPS.length - 1)) kinds.push(await heapKindsOf(cdp))
  }
  runs[label]?.push(reads)
  const [first, last] = kinds
  if (first && last) growths[label]?.push(new Map(kindGrowth(first, last, 0)))
})
console.log(`${page}, N = ${n}: medians of ${loads} loads`)
for (const label of labels) {
  const loadsRead = runs[label] ?? []
  const cells = STEPS.map(([name], s) => {
    const figures = FIGURES.map((figure, f) => {
      const m = median(loadsRead.map((r) => r[s]?.[f] ?? 0))
      return `${figure} ${f < IN_MB ? m.toFixed(2) : m}`
    })
    return `${name}: ${figures.join(', ')}`
  })
  console.log(`${label}\n  ${cells.join('\n  ')}`)
  const loadsGrown = growths[label] ?? []
  if (!loadsGrown.length) continue
  const kindsGrown = new Set(loadsGrown.flatMap((g) => [...g.keys()]))
  const medians = new Map(
    [...kindsGrown].map((k) => [k, median(loadsGrown.map((g) => g.get(k) ?? 0))]),
  )
  // The medians as growth from nothing: kindGrowth's 1 KB floor and largest-first order.
  const byKind = kindGrowth(new Map(), medians).map(
    ([k, bytes]) => `${k} ${bytes > 0 ? '+' : ''}${(bytes / 1024).toFixed(0)} KB`,
  )
  const span = `${STEPS[1]?.[0]} to ${STEPS.at(-1)?.[0]}`
  console.log(`  grown by kind, ${span}: ${byKind.join(', ') || 'nothing over 1 KB'}`)
}
