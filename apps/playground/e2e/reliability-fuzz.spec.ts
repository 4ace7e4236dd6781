import { expect, type Page, test } from '@playwright/test'
import type { RawRecord } from '@strata/core'
import fc from 'fast-check'
import type { FuzzOutcome, FuzzPage, Popup } from '../src/fuzz/main'
import { applyEdits, type Edit } from '../src/fuzz/mutate'
import { edit, MODULES, widths } from './fuzz-modules'
import { fuzzSettings, scriptFlags, unreported, watchConsole } from './fuzz-page'
import {
  type NavigationWatch,
  openRunPage,
  type Visitor,
  visitor,
  visitorInput,
  watchNavigation,
} from './fuzz-visitor'

/**
 * Real modules with random edits, run with every plugin in Chromium (docs/behaviour.md §8,
 * docs/security.md): fast-check edits a real-shape fixture (values deleted, set to odd or
 * hostile ones, swapped with another path's, layers' parents, kinds and ids mixed up; a stream
 * module's feed too, as the REST server answers it), and the fuzz page runs it at a desktop,
 * tablet or mobile width (one run in three as a pop-up, `modal()` installed: opened once ready,
 * or left to a trigger settings string, whose watchers must stop with `destroy`), visits its
 * slides, has a visitor's input (fuzz-visitor.ts: the pointer crosses and drags it, a finger
 * swipes it, clicks on its layers and controls, keys, hashes that pick a slide with deepLink()),
 * is resized to another width and has three changes rushed. Each run must have
 * thrown nothing, got ready, reported every problem with a path and a message, run no script,
 * left the page where it was (a link a visitor follows may only go to an http(s) page: it is
 * answered with 204 so the page stays), and cleaned up on `destroy`, the page's body and root
 * element included. A failure shrinks to the fewest edits and prints them. Fixed seed, so CI
 * sees the same modules each run; `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED` run more or others
 * (`pnpm --filter @strata/playground fuzz`).
 */
const { runs: RUNS, seed: SEED } = fuzzSettings(16, 25)
/** Slides visited a run, and ms on each: its layers' entrances start and its builds run. */
const VISITS = 4
const PAUSE_MS = 120

/**
 * A pop-up's trigger settings strings (docs/data-format/modal.md): a delay, the hash (the visitor
 * may set `#fuzz-popup`), a scroll offset or target, the page's event (sent before the rushed
 * changes), a one-time cookie, and odd or hostile ones.
 */
const TRIGGERS = [
  't:0',
  't:150;sp:300',
  'ha:1',
  'ha:1;t:0;co:1',
  'so:0',
  's:#fuzz-host',
  's:#a[',
  'e:fuzz-open',
  'e:fuzz-open;pS:true;bg:#000;v:top;h:left',
  '',
  'x;y:z',
  'sp:-5;bg:javascript:window.__pwnedBg=1;t:0',
  'bg:url(javascript:window.__pwnedBg=1);t:0',
  'co:abc;t:1e9;so:-1',
]

const edited = fc.record({
  name: fc.constantFrom(...MODULES.keys()),
  edits: fc.array(edit, { minLength: 1, maxLength: 8 }),
  feedEdits: fc.array(edit, { maxLength: 6 }),
  widths,
  // One run in six is a pop-up opened once ready, one in six a pop-up with a trigger.
  popup: fc.oneof(
    { arbitrary: fc.constant<Popup>(false), weight: 4 },
    { arbitrary: fc.constant<Popup>('open'), weight: 1 },
    { arbitrary: fc.constantFrom(...TRIGGERS).map((trigger): Popup => ({ trigger })), weight: 1 },
  ),
  visitor,
})

/** What a run's outcome breaks of the rules above. */
function broken(outcome: FuzzOutcome): string[] {
  return [
    ...(outcome.ready === 'ready' ? [] : [outcome.ready]),
    ...unreported(outcome.report),
    ...outcome.active.map((el) => `could run script or navigate: ${el}`),
    ...(outcome.left ? [`destroy left: ${outcome.left.slice(0, 200)}`] : []),
  ]
}

const FUZZ_PAGE = '/fuzz.html'

/**
 * One run on the fuzz page: opened at the first width (a pop-up opened), its first slides
 * visited, the visitor's input, the window resized to the second, three changes rushed, then
 * destroyed.
 */
async function runModule(
  page: Page,
  json: string,
  [opened, resized]: [number, number],
  popup: Popup,
  input: Visitor,
  watch: NavigationWatch,
) {
  // Each step runs in the page: `window.__fuzz` is there once `open` has returned.
  await page.setViewportSize({ width: opened, height: 800 })
  const slides = await page.evaluate(
    ([data, asPopup]) => (window.__fuzz as FuzzPage).start(data, asPopup),
    [json, popup] as const,
  )
  for (let i = 0; i < Math.min(slides, VISITS); i++)
    await page.evaluate(([index, pause]) => (window.__fuzz as FuzzPage).visit(index, pause), [
      i,
      PAUSE_MS,
    ] as const)
  watch.touched = true
  await visitorInput(page, '#fuzz-host', input, PAUSE_MS / 2)
  await page.setViewportSize({ width: resized, height: 800 })
  await page.evaluate(([pause]) => (window.__fuzz as FuzzPage).rush(pause), [PAUSE_MS] as const)
  const outcome = await page.evaluate(() => (window.__fuzz as FuzzPage).end())
  // A trigger's one-time cookie would keep the next run's pop-up closed.
  await page.context().clearCookies()
  return outcome
}

test('real modules with random edits: nothing thrown, ready, every problem reported, nothing run', async ({
  page,
}) => {
  test.setTimeout(30_000 + RUNS * 5_000)
  const { errors, clear } = watchConsole(page)
  // A stream module's feed, as the server answers it, with the run's edits.
  let feedEdits: Edit[] = []
  let feedSaid: string[] = []
  await page.route('**/sliderrevolution/sliders/stream/**', async (route) => {
    const response = await route.fetch()
    const { data, said } = applyEdits((await response.json()) as RawRecord, feedEdits)
    feedSaid = said
    await route.fulfill({ response, json: data })
  })
  const watch = await watchNavigation(page, FUZZ_PAGE)
  // A fresh fuzz page: the spec's own navigation.
  const open = async () => {
    await openRunPage(page, FUZZ_PAGE, watch)
    await page.waitForFunction(() => Boolean(window.__fuzz))
  }
  await open()
  const url = page.url()
  let runs = 0
  /** Pop-up runs with a trigger, and those whose pop-up the trigger opened. */
  const triggered = { runs: 0, opened: 0 }

  const property = fc.asyncProperty(edited, async (drawn) => {
    const { name, edits, widths, popup, visitor: input } = drawn
    const { data, said } = applyEdits(MODULES.get(name) ?? {}, edits)
    feedEdits = drawn.feedEdits
    feedSaid = []
    clear()
    watch.went.length = 0
    watch.touched = false
    runs++
    const outcome = await runModule(page, JSON.stringify(data), widths, popup, input, watch).catch(
      (error: unknown) => String(error),
    )
    const found = [
      ...errors,
      ...watch.went,
      ...(typeof outcome === 'object' ? broken(outcome) : [`the run threw: ${String(outcome)}`]),
      ...(await scriptFlags(page)),
      ...(page.url() === url ? [] : [`the page went to ${page.url()}`]),
    ]
    if (typeof popup === 'object') {
      triggered.runs++
      if (typeof outcome === 'object' && outcome.opened) triggered.opened++
    }
    if (!found.length) return
    // A fresh page for the next run or shrink: this one may hold what went wrong.
    await open()
    const fed = feedSaid.length ? `; its feed edited: ${feedSaid.join('; ')}` : ''
    const shown =
      popup && `as a pop-up ${popup === 'open' ? 'opened' : `triggered by "${popup.trigger}"`}, `
    const did = `${shown || ''}clicks ${input.clicks.join(', ') || 'none'}, keys ${input.keys.join(' ') || 'none'}, hashes ${input.hashes.join(' ') || 'none'}, swipe ${input.swipe}`
    throw new Error(
      `${name} at ${widths.join(' then ')} px, ${did}, edited: ${said.join('; ')}${fed}\n${found.join('\n')}`,
    )
  })
  await fc.assert(property, { numRuns: RUNS, seed: SEED })
  console.info(
    `fuzz: ${runs} runs, ${triggered.runs} pop-ups with a trigger, ${triggered.opened} of them opened by it`,
  )
  expect(runs).toBeGreaterThanOrEqual(RUNS)
})
