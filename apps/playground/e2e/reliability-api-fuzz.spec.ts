import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import type { ApiPage } from '../src/fuzz/api-main'
import { DEMO_NAMES } from '../src/fuzz/api-picks'
import { applyOp, type Op, op } from './api-fuzz-ops'
import { MODULES } from './fuzz-modules'
import { fuzzSettings, scriptFlags, unreported, watchConsole } from './fuzz-page'
import { openRunPage, watchNavigation } from './fuzz-visitor'

/**
 * The slider's API under a site's script, at random (docs/behaviour.md §4, §8; docs/architecture.md):
 * the exported fixtures and the playground's own modules (carousels, the showcase, the media
 * players) run with every plugin, one in four as a pop-up, and the script calls `next`, `prev`,
 * `goTo` and `removeSlide` with targets in and out of range or of no target's type, pauses and
 * resumes, listens to events with handlers that throw or call the slider back (`destroy`
 * included), calls the plugins' APIs with odd values and binds action records to the stage, while
 * a visitor clicks, presses keys and resizes the window, without waiting (api-fuzz-ops.ts). After
 * each step the slider's state, its drawn slides and nav's controls agree (src/fuzz/api-rules.ts);
 * at the end the current slide is the one shown at rest and each built slide has one background,
 * and once destroyed, every call does nothing, nothing is left and nothing more is reported.
 * Nothing thrown (a throwing handler is logged, the others still run) or run, the page went
 * nowhere, and the report holds only what the calls got wrong. Fixed seed;
 * `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED` run more or others.
 */
const { runs: RUNS, seed: SEED } = fuzzSettings(8, 17)
const PAGE = '/fuzz-api.html'
/** How long the end waits for a running change to finish. */
const REST_WAIT_MS = 6000

/** Fixtures that report as exported: a hostile feed, an add-on layer Strata does not draw. */
const REPORTING = ['rest-modules/stream-xss.json', 'fidelity-stories.module.json']
/**
 * Where the calls' own problems are reported: an unknown target, a bound record, a transition or
 * duration given to bg-transitions' `set()`.
 */
const CALLS_REPORT =
  /^(goTo|removeSlide|fuzz\.bound|plugins\.bg-transitions\.(transition|duration))\b/
/** What the fuzz's throwing handler logs, on purpose. */
const ON_PURPOSE = /fuzz-handler failed on purpose/

const drawn = fc.record({
  module: fc.oneof(
    fc.constantFrom(...MODULES.keys()).map((file) => ({ file })),
    fc.constantFrom(...DEMO_NAMES).map((demo) => ({ demo })),
  ),
  popup: fc.nat({ max: 3 }).map((n) => n === 0),
  width: fc.constantFrom(1280, 768, 375),
  ops: fc.array(op, { minLength: 1, maxLength: 14 }),
})

/**
 * Run first, beside the drawn runs: the case the media rule (src/fuzz/api-rules.ts) is for. The
 * text slide before two video slides is removed, then the second video's slide is shown: with
 * the videos' slots left at their old index, the first video played there, hidden (found by the
 * rule with layers-media's slot move undone; random runs draw this rarely).
 */
const MOVED_MEDIA: typeof drawn extends fc.Arbitrary<infer T> ? T : never = {
  module: { demo: 'media slides' },
  popup: false,
  width: 1280,
  ops: [
    { kind: 'wait', ms: 700 },
    { kind: 'remove', target: 0 },
    { kind: 'wait', ms: 700 },
    { kind: 'goTo', target: 1, options: 0 },
  ],
}

test('the slider API called at random: state and slides agree, the current slide shows at rest, nothing left', async ({
  page,
}) => {
  test.setTimeout(30_000 + RUNS * 20_000)
  const { errors, clear } = watchConsole(page)
  const watch = await watchNavigation(page, PAGE)
  let runs = 0
  let steps = 0
  let removed = 0

  const property = fc.asyncProperty(drawn, async (made) => {
    clear()
    watch.went.length = 0
    runs++
    const name = 'file' in made.module ? made.module.file : made.module.demo
    const source =
      'file' in made.module
        ? { json: JSON.stringify(MODULES.get(made.module.file)) }
        : { demo: made.module.demo }
    const faults: string[] = []
    const play = async () => {
      await page.setViewportSize({ width: made.width, height: 800 })
      await openRunPage(page, PAGE, watch)
      await page.waitForFunction(() => window.__apiFuzz)
      watch.touched = true
      const ready = await page.evaluate(([s, p]) => (window.__apiFuzz as ApiPage).start(s, p), [
        source,
        made.popup,
      ] as const)
      if (ready !== 'ready') faults.push(ready)
      for (const [i, step] of made.ops.entries()) {
        await applyOp(page, step)
        steps++
        const now = await page.evaluate(() => (window.__apiFuzz as ApiPage).check())
        faults.push(...now.map((f) => `step ${i}: ${f}`))
      }
      const outcome = await page.evaluate(
        (ms) => (window.__apiFuzz as ApiPage).end(ms),
        REST_WAIT_MS,
      )
      removed += outcome.removed
      const noise = REPORTING.includes(name)
        ? []
        : outcome.report.filter((e) => !CALLS_REPORT.test(e.path))
      faults.push(
        ...outcome.faults,
        ...unreported(outcome.report),
        ...noise.map((e) => `reported for no call: ${e.path}: ${e.message}`),
      )
    }
    await play().catch((error: unknown) => faults.push(`the run threw: ${String(error)}`))
    const found = [
      ...errors.filter((e) => !ON_PURPOSE.test(e)),
      ...watch.went,
      ...faults,
      ...(await scriptFlags(page)),
    ]
    if (found.length)
      throw new Error(
        `${name}${made.popup ? ' as a pop-up' : ''} at ${made.width} px\nsteps ${JSON.stringify(made.ops satisfies Op[])}\n${found.join('\n')}`,
      )
  })
  await fc.assert(property, { numRuns: RUNS, seed: SEED, examples: [[MOVED_MEDIA]] })
  console.info(`slider API fuzz: ${runs} runs, ${steps} steps, ${removed} slides removed`)
  expect(runs).toBeGreaterThanOrEqual(RUNS)
})
