// `pnpm --filter @strata/bench apis <page> <n> <loads> <label> [label...]`: the browser calls of
// `ab build` labels' pages (a label `<build>:<page>` as in `ab compare`), each page loaded
// `loads` times in turn (the order reversed every other round); prints, by call, the ms and
// calls of 10 changes and the µs a call, means over the loads (api-calls.mjs).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eachAbLoad } from './ab-loads.mjs'
import { callLines, installApiTimer, meanCalls } from './api-calls.mjs'
import { settle } from './measure.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const abDir = process.env.BENCH_AB_OUT ?? join(appDir, 'dist', 'ab')
const [page, n, loads, ...labels] = process.argv.slice(2)
if (!page || !n || !loads || !labels.length) {
  console.error('usage: apis <page> <n> <loads> <label> [label...]')
  process.exit(1)
}
/** @type {Record<string, Array<Record<string, [number, number]>>>} */
const runs = Object.fromEntries(labels.map((l) => [l, []]))
const o = { abDir, page, n, loads: Number(loads), labels, isolated: true, init: installApiTimer }
await eachAbLoad(o, async (label, tab) => {
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
