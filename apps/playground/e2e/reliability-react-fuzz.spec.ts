import { expect, test } from '@playwright/test'
import type { RawRecord } from '@strata/core'
import { prepareModule } from '@strata/core/ssr'
import fc from 'fast-check'
import { applyEdits } from '../src/fuzz/mutate'
import type { ReactFuzzPage } from '../src/fuzz/react-main'
import { type FuzzProps, type FuzzState, OPTION_SETS, PLUGIN_SETS } from '../src/fuzz/react-props'
import { edit, MODULES } from './fuzz-modules'
import { fuzzSettings, scriptFlags, unreported, watchConsole } from './fuzz-page'
import { openRunPage, watchNavigation } from './fuzz-visitor'
import { DRAWN_MODULES, expected, firstProps, step } from './react-fuzz-steps'

/**
 * `<Slider>` from @strata/react under a site's re-renders, at random (docs/react.md): the page
 * (src/fuzz/react-main.tsx) renders it with drawn props, then each step renders it again with
 * some changed (the module as the same object, a rebuilt copy, prepared ahead, a URL, a REST
 * reference or an odd value; the plugins, written inline; the options; class name, id, key, the
 * provider form, either entry's `<Slider>`, StrictMode; unmounted and back), calls `next()` through the hooks, or waits. After each step
 * the tree must hold one Strata root with one stage at most while shown and none once not, at
 * most one slider set up, the hooks must give that slider and its index, and the slider must be
 * kept when nothing changed by value and replaced when something did. At the end the slider must
 * get ready and report every problem with a path (and nothing for an export as it is, with every
 * plugin); once unmounted, every slider is destroyed and
 * nothing is left on the page. No script may run, and the page may go nowhere. Fixed seed;
 * `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED` run more or others.
 */
const { runs: RUNS, seed: SEED } = fuzzSettings(10, 7)
const PAGE = '/fuzz-react.html'
const READY_WAIT_MS = 8000
/** Longer than a render's effects and the hooks' updates after them. */
const SETTLE_MS = 60

const drawn = fc.record({
  modules: fc.array(
    fc.record({
      name: fc.constantFrom(...MODULES.keys()),
      // Half as exported: a run ending on one with every plugin must report nothing.
      edits: fc.oneof(fc.constant([]), fc.array(edit, { minLength: 1, maxLength: 3 })),
    }),
    { minLength: DRAWN_MODULES, maxLength: DRAWN_MODULES },
  ),
  first: firstProps,
  steps: fc.array(step, { minLength: 1, maxLength: 10 }),
})

type Drawn = typeof drawn extends fc.Arbitrary<infer T> ? T : never
type Page = import('@playwright/test').Page

async function render(page: Page, props: FuzzProps): Promise<FuzzState> {
  return page.evaluate(
    async ([given, settle]) => {
      const fuzz = window.__reactFuzz as ReactFuzzPage
      fuzz.render(given)
      await new Promise((done) => setTimeout(done, settle))
      return fuzz.state()
    },
    [props, SETTLE_MS] as const,
  )
}

const read = (page: Page) => page.evaluate(() => (window.__reactFuzz as ReactFuzzPage).state())

/**
 * Fixtures whose report is not empty as exported: a feed hostile by design, and an export with
 * an add-on layer Strata does not draw (`particlewave`, reported and left out).
 */
const REPORTING = ['rest-modules/stream-xss.json', 'fidelity-stories.module.json']

/**
 * The run ends on a module as exported, with every plugin and a REST base that answers: the
 * report is for problems, so it must be empty (`@strata/core`'s `<Slider>` refuses a prepared
 * module, which it reports).
 */
function asExported(made: Drawn, { module, plugins, options, prepared }: FuzzProps): boolean {
  const drawn = made.modules['n' in module ? module.n : -1]
  const source =
    module.kind === 'prepared' ? prepared : module.kind !== 'odd' && module.kind !== 'rest'
  return (
    source &&
    drawn?.edits.length === 0 &&
    !REPORTING.includes(drawn.name) &&
    PLUGIN_SETS[plugins] === 'every plugin' &&
    OPTION_SETS[options] !== 'dead rest'
  )
}

/** The tree's faults for `props` in `state`, after a step that had to `keep` or replace `was`. */
function faultsOf(props: FuzzProps, state: FuzzState, was: number | null, rule: string): string[] {
  const faults: string[] = []
  if (!props.shown) {
    if (state.roots || state.live || state.slider !== null)
      faults.push(`unmounted, yet ${JSON.stringify(state)}`)
    return faults
  }
  if (state.roots !== 1) faults.push(`${state.roots} Strata roots in the tree`)
  if (state.stages > 1) faults.push(`${state.stages} stages in the root`)
  if (state.live > 1) faults.push(`${state.live} sliders set up at once`)
  if (state.slider === null) faults.push('useSlider() gives no slider')
  if (rule === 'keep' && state.slider !== was)
    faults.push(`nothing changed by value, yet slider ${was} became ${state.slider}`)
  if (rule === 'another' && state.slider === was)
    faults.push(`a changed module, plugins or options kept slider ${was}`)
  return faults
}

test('<Slider> under re-renders at random: one slider, kept unless its props change by value, nothing left once unmounted', async ({
  page,
}) => {
  test.setTimeout(30_000 + RUNS * 20_000)
  const { errors, clear } = watchConsole(page)
  let json: string[] = []
  let prepared: string[] = []
  await page.route('**/react-fuzz/*.json', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? ''
    return route.fulfill({
      body: json[Number.parseInt(name, 10)] ?? '{}',
      contentType: 'application/json',
    })
  })
  // Registered last, so tried first; a re-render is no visitor's input: any navigation is a fault.
  const watch = await watchNavigation(page, PAGE)
  let runs = 0
  let steps = 0
  const seen = { kept: 0, replaced: 0, unmounted: 0, exported: 0 }

  const property = fc.asyncProperty(drawn, async (made) => {
    const said: string[] = []
    json = made.modules.map(({ name, edits }) => {
      const { data, said: lines } = applyEdits(MODULES.get(name) ?? ({} as RawRecord), edits)
      said.push(`${name}: ${lines.join('; ') || 'as exported'}`)
      return JSON.stringify(data)
    })
    // As a site's build prepares them; without plugins, as the page's main-entry plugins bring their parts.
    prepared = json.map((text) => JSON.stringify(prepareModule(JSON.parse(text)).module))
    clear()
    watch.went.length = 0
    runs++
    const run = async (): Promise<string[]> => {
      await openRunPage(page, PAGE, watch)
      await page.waitForFunction(() => window.__reactFuzz)
      await page.evaluate(([raw, ready]) => window.__reactFuzz?.modules(raw, ready), [
        json,
        prepared,
      ] as const)
      let props = made.first
      let state = await render(page, props)
      const faults = faultsOf(props, state, null, 'either')
      for (const [i, next] of made.steps.entries()) {
        if (next.kind === 'wait') await page.waitForTimeout(next.ms)
        if (next.kind === 'next') await page.evaluate(() => window.__reactFuzz?.next())
        const after: FuzzProps = next.kind === 'props' ? { ...props, ...next.change } : props
        const rule = next.kind === 'props' ? expected(props, after) : 'keep'
        const was = state.slider
        // A wait or `next()` renders nothing: the slider and its hooks carry on.
        state = next.kind === 'props' ? await render(page, after) : await read(page)
        faults.push(...faultsOf(after, state, was, rule).map((f) => `step ${i}: ${f}`))
        if (!after.shown) seen.unmounted++
        else if (rule === 'keep') seen.kept++
        else if (rule === 'another') seen.replaced++
        props = after
        steps++
      }
      if (props.shown) {
        const end = await page.evaluate(async (ms) => {
          const fuzz = window.__reactFuzz as ReactFuzzPage
          return { ready: await fuzz.ready(ms), report: fuzz.report(), state: fuzz.state() }
        }, READY_WAIT_MS)
        if (end.ready) faults.push(end.ready)
        faults.push(...unreported(end.report))
        // A module that did not load has no slides and sets no plugin up; its report says why.
        const { live, count, index, at } = end.state
        if (count && live !== 1)
          faults.push(`ready with ${count} slides and ${live} sliders set up`)
        if (!count && !end.report.length) faults.push('ready without slides, and nothing reported')
        if (index !== String(at))
          faults.push(`useSliderState gives index ${index}, the slider ${at}`)
        if (asExported(made, props)) {
          seen.exported++
          if (end.report.length)
            faults.push(`an export as it is, yet reported: ${JSON.stringify(end.report)}`)
        }
      }
      const last = await render(page, { ...props, shown: false })
      faults.push(...faultsOf({ ...props, shown: false }, last, null, 'either'))
      // A destroyed slider's listeners are gone: a resize and a scroll reach none.
      const left = await page.evaluate(() => (window.__reactFuzz as ReactFuzzPage).left())
      faults.push(...left.map((mark) => `left on the page once unmounted: ${mark}`))
      return faults
    }
    const faults = await run().catch((error: unknown) => [`the run threw: ${String(error)}`])
    const found = [...errors, ...watch.went, ...faults, ...(await scriptFlags(page))]
    if (found.length)
      throw new Error(
        `${said.join('\n')}\nfirst ${JSON.stringify(made.first)}\nsteps ${JSON.stringify(made.steps)}\n${found.join('\n')}`,
      )
  })
  await fc.assert(property, { numRuns: RUNS, seed: SEED })
  console.info(
    `React fuzz: ${runs} runs, ${steps} steps; the slider kept ${seen.kept} times, replaced ${seen.replaced}, unmounted ${seen.unmounted}; ${seen.exported} runs ended on an export as it is, reported nothing`,
  )
  expect(seen.kept).toBeGreaterThan(0)
  expect(seen.replaced).toBeGreaterThan(0)
  expect(runs).toBeGreaterThanOrEqual(RUNS)
})
