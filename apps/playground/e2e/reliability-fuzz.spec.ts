import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import type { RawRecord } from '@strata/core'
import fc from 'fast-check'
import type { FuzzOutcome } from '../src/fuzz/main'
import { applyEdits, type Edit, LAYER_FIELDS, ODD_VALUES } from '../src/fuzz/mutate'

/**
 * Real modules with random edits, run with every plugin in Chromium (docs/behaviour.md §8, the
 * guide's "bad input"): fast-check edits a real-shape fixture (values deleted, set to odd or
 * hostile ones, swapped with another path's, layers' parents, kinds and ids mixed up), the fuzz
 * page runs it and visits its slides, and each run must have thrown nothing, got ready, reported
 * every problem with a path and a message, run no script, left the page where it was, and
 * cleaned up on `destroy`. A failure shrinks to the fewest edits and prints them. Fixed seed, so
 * CI sees the same modules each run; `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED` run more or others
 * (`pnpm --filter @strata/playground fuzz`).
 */
const RUNS = Number(process.env.STRATA_FUZZ_RUNS) || 30
const SEED = Number(process.env.STRATA_FUZZ_SEED) || 25
/** Slides visited a run, and ms on each: its layers' entrances start and its builds run. */
const VISITS = 4
const PAUSE_MS = 120

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const jsonIn = (dir: string, names: string[]) =>
  names.map((name): [string, RawRecord] => [name, JSON.parse(readFileSync(dir + name, 'utf8'))])
const moduleFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.module.json'))
const REAL = here('./fixtures/real/')
const GOLDEN = here('../../../../shared/golden/')
const DATA = here('../src/data/')
const MODULES = new Map([
  ...jsonIn(REAL, moduleFiles(REAL)),
  ...jsonIn(GOLDEN, moduleFiles(GOLDEN)),
  ...jsonIn(DATA, [
    'spring-launch.json',
    'rest-modules/rest-hero.json',
    'rest-modules/rest-lazy.json',
  ]),
])

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('delete'), at: fc.nat() }),
  fc.record({
    kind: fc.constant('set'),
    at: fc.nat(),
    value: fc.nat({ max: ODD_VALUES.length - 1 }),
  }),
  fc.record({ kind: fc.constant('swap'), at: fc.nat(), from: fc.nat() }),
  fc.record({
    kind: fc.constant('layer'),
    slide: fc.nat(),
    layer: fc.nat(),
    field: fc.constantFrom(...LAYER_FIELDS),
    pick: fc.nat(),
  }),
)
const edited = fc.record({
  name: fc.constantFrom(...MODULES.keys()),
  edits: fc.array(edit, { minLength: 1, maxLength: 8 }),
})

/**
 * A file the edits pointed elsewhere: the browser's line, and Strata's log of an image that failed
 * after its retry (docs/behaviour.md §8.2), not a fault.
 */
const NETWORK = /^(Failed to load resource|Image Error: .* could not be loaded$)/

/** What a run's outcome breaks of the rules above. */
function broken(outcome: FuzzOutcome): string[] {
  return [
    ...(outcome.ready === 'ready' ? [] : [outcome.ready]),
    ...outcome.report
      .filter((e) => typeof e.path !== 'string' || !e.path || !e.message?.trim())
      .map((e) => `a report entry without a path or a message: ${JSON.stringify(e)}`),
    ...outcome.active.map((el) => `could run script or navigate: ${el}`),
    ...(outcome.left ? [`destroy left: ${outcome.left.slice(0, 200)}`] : []),
  ]
}

const open = async (page: Page) => {
  await page.goto('/fuzz.html')
  await page.waitForFunction(() => Boolean(window.__fuzzRun))
}

test('real modules with random edits: nothing thrown, ready, every problem reported, nothing run', async ({
  page,
}) => {
  test.setTimeout(30_000 + RUNS * 5_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK.test(message.text()))
      errors.push(`console error: ${message.text()}`)
  })
  await open(page)
  const url = page.url()
  let runs = 0

  const property = fc.asyncProperty(edited, async ({ name, edits }) => {
    const { data, said } = applyEdits(MODULES.get(name) ?? {}, edits)
    errors.length = 0
    runs++
    const outcome = await page
      .evaluate(([json, visits, pause]) => window.__fuzzRun?.(json, visits, pause), [
        JSON.stringify(data),
        VISITS,
        PAUSE_MS,
      ] as const)
      .catch((error: unknown) => String(error))
    const found = [
      ...errors,
      ...(typeof outcome === 'object' ? broken(outcome) : [`the run threw: ${String(outcome)}`]),
      ...(await page.evaluate(() => Object.keys(window).filter((k) => k.startsWith('__pwned')))),
      ...(page.url() === url ? [] : [`the page went to ${page.url()}`]),
    ]
    if (!found.length) return
    // A fresh page for the next run or shrink: this one may hold what went wrong.
    await open(page)
    throw new Error(`${name}, edited: ${said.join('; ')}\n${found.join('\n')}`)
  })
  await fc.assert(property, { numRuns: RUNS, seed: SEED })
  expect(runs).toBeGreaterThanOrEqual(RUNS)
})
