import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { ACTIVE_ATTRIBUTES, ACTIVE_ELEMENTS } from '../src/fuzz/active-content'
import {
  ATTRIBUTE_VALUES,
  applyOp,
  ODD,
  type Op,
  type OpTables,
  op,
  SOURCES,
} from './element-fuzz-ops'
import { MODULES } from './fuzz-modules'
import { fuzzSettings, scriptFlags, serveBrowserFiles, unreported, watchConsole } from './fuzz-page'
import { openRunPage, watchNavigation } from './fuzz-visitor'

/**
 * `<strata-slider>` under a page's script, at random (docs/embed.md "The custom element",
 * docs/behaviour.md §8, §9): the element starts with an inline module, or none, and
 * element-fuzz-ops.ts draws what the script then does to it: its attributes set and removed,
 * its `module` property, its inline JSON child replaced, taken off the page and put back (in the
 * same task, later, or not), moved, its methods called, with waits between. Loaded by each
 * browser file that defines it. Each run must have thrown nothing, held at most one slider in
 * the element, got a connected element's slider ready (or named the element in a warning when
 * it has no module), kept no slider in a detached one, reported every problem with a path, run
 * no script, gone nowhere, and once the element is removed, left nothing in it or on the page.
 * Fixed seed; `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED` run more or others.
 */
const { runs: RUNS, seed: SEED } = fuzzSettings(10, 37)
const READY_WAIT_MS = 8000
/** Longer than a restart's microtask and a removal's: the element's state has settled. */
const SETTLE_MS = 50

const PAGE = '/fuzz-element.html'
/** The browser files that define `<strata-slider>`: the ES module, the classic file, the chunked module. */
const LOADERS = {
  module: '<script type="module" src="/browser/strata.js"></script>',
  classic: '<script src="/browser/strata.iife.js"></script>',
  chunked: '<script type="module" src="/browser/esm/strata.js"></script>',
}
const FIXTURES = ['fidelity-hero.module.json', 'rest-modules/rest-hero.json', 'spring-launch.json']
const tables: OpTables = {
  attributes: ATTRIBUTE_VALUES,
  fixtures: FIXTURES.map((name) => MODULES.get(name) ?? {}),
  sources: SOURCES,
  odd: ODD,
}

const drawn = fc.record({
  loader: fc.constantFrom(...(Object.keys(LOADERS) as Array<keyof typeof LOADERS>)),
  inline: fc.option(fc.nat({ max: FIXTURES.length - 1 }), { freq: 3 }),
  ops: fc.array(op, { minLength: 1, maxLength: 12 }),
})
type Drawn = typeof drawn extends fc.Arbitrary<infer T> ? T : never

/** The page: the element in the first of two containers, with its inline module or none. */
function pageHtml({ loader, inline }: Drawn): string {
  const json =
    inline === null ? '' : JSON.stringify(tables.fixtures[inline]).replaceAll('<', '\\u003c')
  const child = json && `<script type="application/json">${json}</script>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Element fuzz</title>
<link rel="icon" href="data:,">${LOADERS[loader]}</head><body>
<div id="fuzz-a"><strata-slider id="fuzz-element" style="display:block;height:400px">${child}</strata-slider></div>
<div id="fuzz-b"></div>
<script>window.__bodyChildren = document.body.children.length
window.__pageAttributes = [...document.documentElement.attributes, ...document.body.attributes].length</script>
</body></html>`
}

/** What a run came to, read in the page. */
interface Outcome {
  /** Connected with a slider, connected without one, or detached. */
  ended: 'slider' | 'none' | 'detached'
  /** A connected slider's report entries. */
  report: Array<{ path?: unknown; message?: unknown }>
  faults: string[]
}

/** After the steps: the element's state, then what its removal left. Runs in the page. */
async function finish([settle, readyMs, active]: [number, number, string]): Promise<Outcome> {
  type Entry = { path?: unknown; message?: unknown }
  type Host = HTMLElement & { slider?: { ready: Promise<void>; report: Entry[] } }
  const page = window as unknown as {
    __detached?: Host
    __bodyChildren: number
    __pageAttributes: number
  }
  const el = (document.getElementById('fuzz-element') as Host | null) ?? page.__detached
  if (!el) return { ended: 'detached', report: [], faults: ['the element is gone'] }
  const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
  await wait(settle)
  const faults: string[] = []
  const stages = el.querySelectorAll(':scope > .strata-stage').length
  if (stages > 1) faults.push(`${stages} sliders' stages in the element`)
  const { slider } = el
  const ended = el.isConnected ? (slider ? 'slider' : 'none') : 'detached'
  if (!el.isConnected && slider) faults.push('a detached element keeps its slider')
  let report: Entry[] = []
  if (el.isConnected && slider) {
    const late = wait(readyMs).then(() => `not ready after ${readyMs} ms`)
    const ready = await Promise.race([slider.ready.then(() => ''), late])
    if (ready) faults.push(ready)
    report = slider.report.map(({ path, message }) => ({ path, message }))
  }
  // The page's own inline module is the one script the element may hold.
  const own = (found: Element) =>
    found.parentElement === el && found.matches('script[type="application/json"]')
  for (const found of el.querySelectorAll(active))
    if (!own(found)) faults.push(`could run script or navigate: ${found.outerHTML.slice(0, 120)}`)
  el.remove()
  await wait(settle)
  if (el.slider) faults.push('a removed element keeps its slider')
  if (el.querySelector('.strata-stage') || el.classList.contains('strata-module'))
    faults.push(`the removed element keeps the slider's markup: ${el.outerHTML.slice(0, 200)}`)
  if (document.body.children.length !== page.__bodyChildren)
    faults.push(
      `the body has ${document.body.children.length} children, the page wrote ${page.__bodyChildren}`,
    )
  const attributes = [...document.documentElement.attributes, ...document.body.attributes]
  if (attributes.length !== page.__pageAttributes)
    faults.push(`attributes left on the page: ${attributes.map((a) => a.name)}`)
  return { ended, report, faults }
}

test('<strata-slider> under a page script at random: one slider at most, ready, nothing left once removed', async ({
  page,
}) => {
  test.setTimeout(30_000 + RUNS * 15_000)
  const { errors, warnings, clear } = watchConsole(page)
  let html = ''
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  )
  await page.route('**/fuzz-element/*.json', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? ''
    return route.fulfill({ json: tables.fixtures[Number.parseInt(name, 10)] })
  })
  await serveBrowserFiles(page)
  // Registered last, so tried first; a script's steps are no visitor's: any navigation is a fault.
  const watch = await watchNavigation(page, PAGE)
  let runs = 0
  const seen = { slider: 0, none: 0, detached: 0 }

  const property = fc.asyncProperty(drawn, async (made) => {
    html = pageHtml(made)
    clear()
    watch.went.length = 0
    runs++
    const run = async () => {
      await openRunPage(page, PAGE, watch)
      await page.waitForFunction(() => customElements.get('strata-slider'))
      for (const step of made.ops) await page.evaluate(applyOp, [step, tables] as [Op, OpTables])
      const { ended, report, faults } = await page.evaluate(finish, [
        SETTLE_MS,
        READY_WAIT_MS,
        `${ACTIVE_ELEMENTS}, ${ACTIVE_ATTRIBUTES}`,
      ] as [number, number, string])
      faults.push(...unreported(report))
      if (
        ended === 'none' &&
        !warnings.some((w) => w.includes('<strata-slider id="fuzz-element">'))
      )
        faults.push('a connected element without a slider, and no warning names it')
      seen[ended]++
      return faults
    }
    const faults = await run().catch((error: unknown) => [`the run threw: ${String(error)}`])
    const found = [...errors, ...watch.went, ...faults, ...(await scriptFlags(page))]
    if (found.length)
      throw new Error(
        `${made.loader} file, inline ${made.inline}, steps ${JSON.stringify(made.ops)}\n${found.join('\n')}`,
      )
  })
  await fc.assert(property, { numRuns: RUNS, seed: SEED })
  console.info(
    `element fuzz: ${runs} runs; the element ended with a slider in ${seen.slider}, without one (named in a warning) in ${seen.none}, detached in ${seen.detached}`,
  )
  expect(seen.slider).toBeGreaterThan(0)
  expect(runs).toBeGreaterThanOrEqual(RUNS)
})
