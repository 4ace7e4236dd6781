// `pnpm --filter @strata/bench apis <page> <n> <loads> <label> [label...]`: the browser calls of
// `ab build` labels' pages (a label `<build>:<page>` as in `ab compare`), each page loaded
// `loads` times in turn (the order reversed every other round); prints, by call, the ms and
// calls of 10 changes and the µs a call, means over the loads (api-calls.mjs).
import { abToolArgs, eachAbLoad } from './ab-loads.mjs'
import { callLines, installApiTimer, meanCalls } from './api-calls.mjs'
import { settle } from './measure.mjs'

const args = abToolArgs('apis')
const { page, n, loads, labels } = args
/** @type {Record<string, Array<Record<string, [number, number]>>>} */
const runs = Object.fromEntries(labels.map((l) => [l, []]))
await eachAbLoad({ ...args, isolated: true, init: installApiTimer }, async (label, tab) => {
  await settle(tab)
  const calls = await tab.evaluate(async () => {
    const w = /** @type {any} */ (window)
    for (const key of Object.keys(w.__apiCalls)) delete w.__apiCalls[key]
    w.__apiOn = true
    await w.__bench.transitions(10)
    w.__apiOn = false
    return { ...w.__apiCalls }
  })
  runs[label]?.push(calls)
})
console.log(`${page}, N = ${n}, 10 changes a load, means of ${loads} loads`)
for (const line of callLines(meanCalls(runs))) console.log(line)
