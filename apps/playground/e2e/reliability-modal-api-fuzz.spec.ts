import { expect, type Page, test } from '@playwright/test'
import type { RawRecord } from '@strata/core'
import fc from 'fast-check'
import type { ModalApiOutcome, ModalApiPage } from '../src/fuzz/modal-api-main'
import { applyEdits, type Edit } from '../src/fuzz/mutate'
import { edit } from './fuzz-modules'
import { fuzzSettings, scriptFlags, unreported, watchConsole } from './fuzz-page'
import { openRunPage, watchNavigation } from './fuzz-visitor'
import { applyOp, type Op, op } from './modal-api-fuzz-ops'

/**
 * The page-level modal API at random (docs/data-format/modal.md, docs/behaviour.md §2.2, §7):
 * a site's script calls `openModal(alias)` and `modalTrigger(alias, text)` (aliases the REST
 * server has, lacks, or should never meet; odd slides; the REST base, ajax, a hostile base),
 * stops triggers, releases, puts a normal module with an alias on the page, and a visitor sets
 * the hash, scrolls, presses Escape and clicks the underlay or the close button, in any order
 * and without waiting; the server's answers are edited (modal-api-fuzz-ops.ts, the module fuzz's
 * edits) or fail (500, a dropped connection, a text, `success: false`). After each step there
 * is at most one dialog per alias called. At the end every call must have settled, each trigger
 * problem been reported with a path, and, once every trigger is stopped and the pop-ups released,
 * nothing opens and nothing is left on the page; nothing thrown or run, and the page went nowhere.
 * Fixed seed; `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED` run more or others.
 */
const { runs: RUNS, seed: SEED } = fuzzSettings(8, 47)
const PAGE = '/fuzz-modal.html'
/** How long a call may take to settle: a load by alias, its images, the pop-up's opening. */
const SETTLE_WAIT_MS = 8000
/** Longer than a trigger's longest wait: the hash's 500 ms (modal's HASH_OPEN_DELAY). */
const QUIET_MS = 700

/** How the server's answers go wrong for a run, if they do. */
const FAULTS = [
  'none',
  'none',
  'none',
  'none',
  'none',
  '500',
  'dropped',
  'text',
  'unsuccessful',
] as const
type Fault = (typeof FAULTS)[number]

const drawn = fc.record({
  fault: fc.constantFrom(...FAULTS),
  edits: fc.array(edit, { maxLength: 4 }),
  ops: fc.array(op, { minLength: 1, maxLength: 10 }),
})

/** Answers the REST and ajax calls as the run draws: the server's, edited, or failing. */
async function answerAs(page: Page, run: { fault: Fault; edits: Edit[]; said: string[] }) {
  const handler = async (route: import('@playwright/test').Route) => {
    if (run.fault === '500') return route.fulfill({ status: 500, body: 'Internal Server Error' })
    if (run.fault === 'dropped') return route.abort('connectionreset')
    if (run.fault === 'text') return route.fulfill({ body: '<html>Not JSON</html>' })
    if (run.fault === 'unsuccessful') return route.fulfill({ json: { success: false } })
    const response = await route.fetch()
    const answer = (await response.json().catch(() => null)) as RawRecord | null
    if (!answer) return route.fulfill({ response })
    const { data, said } = applyEdits(answer, run.edits)
    run.said.push(...said)
    return route.fulfill({ response, json: data })
  }
  await page.route('**/sliderrevolution/sliders/**', handler)
  await page.route('**/admin-ajax.php**', handler)
}

/** The run's faults in what the page ended with. */
function broken({ calls, report, left }: ModalApiOutcome): string[] {
  return [
    ...calls.flatMap((c, i) =>
      c === 'true' || c === 'false' ? [] : [`openModal call ${i}: ${c}`],
    ),
    ...unreported(report),
    ...left.map((mark) => `left once stopped and released: ${mark}`),
  ]
}

test('openModal and modalTrigger called at random: calls settle, one dialog per alias, nothing left once released', async ({
  page,
}) => {
  test.setTimeout(30_000 + RUNS * 25_000)
  const { errors, clear } = watchConsole(page)
  const run = { fault: 'none' as Fault, edits: [] as Edit[], said: [] as string[] }
  await answerAs(page, run)
  // Registered last, so tried first. A link in a pop-up the visitor clicks may go to an http(s)
  // page (answered with 204, so the page stays); anything else is a fault.
  const watch = await watchNavigation(page, PAGE)
  let runs = 0
  const seen = { opened: 0, settled: 0 }

  const property = fc.asyncProperty(drawn, async (made) => {
    Object.assign(run, { fault: made.fault, edits: made.edits, said: [] })
    clear()
    watch.went.length = 0
    runs++
    await page.context().clearCookies()
    const steps = async (): Promise<string[]> => {
      await openRunPage(page, PAGE, watch)
      watch.touched = true
      await page.waitForFunction(() => window.__modalFuzz)
      const faults: string[] = []
      const called = new Set<string>()
      for (const [i, step] of made.ops.entries()) {
        if (step.kind === 'open' || step.kind === 'trigger') called.add(step.alias)
        await applyOp(page, step)
        const { all, open } = await page.evaluate(() =>
          (window.__modalFuzz as ModalApiPage).dialogs(),
        )
        if (all > called.size)
          faults.push(`step ${i}: ${all} dialogs for ${called.size} aliases called`)
        if (open) seen.opened++
      }
      const outcome = await page.evaluate(
        ([ms, quiet]) => (window.__modalFuzz as ModalApiPage).end(ms, quiet),
        [SETTLE_WAIT_MS, QUIET_MS] as const,
      )
      seen.settled += outcome.calls.filter((c) => c === 'true').length
      return [...faults, ...broken(outcome)]
    }
    const faults = await steps().catch((error: unknown) => [`the run threw: ${String(error)}`])
    const found = [...errors, ...watch.went, ...faults, ...(await scriptFlags(page))]
    if (found.length)
      throw new Error(
        `answers: ${made.fault}${run.said.length ? `, edited: ${run.said.join('; ')}` : ''}\nsteps ${JSON.stringify(made.ops satisfies Op[])}\n${found.join('\n')}`,
      )
  })
  await fc.assert(property, { numRuns: RUNS, seed: SEED })
  console.info(
    `modal API fuzz: ${runs} runs; a dialog open after ${seen.opened} steps, ${seen.settled} openModal calls shown`,
  )
  expect(runs).toBeGreaterThanOrEqual(RUNS)
})
