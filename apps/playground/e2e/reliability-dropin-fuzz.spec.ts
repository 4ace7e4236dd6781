import { expect, type Page, test } from '@playwright/test'
import fc from 'fast-check'
import { ACTIVE_ATTRIBUTES, ACTIVE_ELEMENTS } from '../src/fuzz/active-content'
import { type DropInPage, dropInHtml, dropInPage, fixtureData, moduleId } from './dropin-fuzz-page'
import { widths } from './fuzz-modules'
import { fuzzSettings, scriptFlags, serveBrowserFiles, unreported, watchConsole } from './fuzz-page'
import {
  type NavigationWatch,
  openRunPage,
  type Visitor,
  visitor,
  visitorInput,
  watchNavigation,
} from './fuzz-visitor'

/**
 * Pages made for the original front end, drawn at random, run with drop-in mode in Chromium
 * (docs/embed.md "Drop-in", docs/behaviour.md §8, docs/security.md): dropin-fuzz-page.ts draws
 * the page (the single file or the chunked loader, in the head or at the end; the site's
 * endpoints, odd or hostile ones; one or two module elements with their fallback markup, their
 * pre-sizing call with odd values, and their data: a fixture edited as the other fuzz edits it,
 * inline, at a URL or with its layers left for ajax, odd values, or none). Each page is opened
 * at one width, its sliders' slides visited, a visitor's input on its modules, resized to
 * another width, three changes rushed, and drop-in mode destroyed. Each page must have thrown
 * nothing, got ready, mounted each module element or named it in a warning, reported every
 * problem with a path and a message, run no script (a `window.__pwned*` flag), left the page
 * where it was, and given each module element back as the page wrote it. Fixed seed;
 * `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED` run more or others.
 */
const { runs: RUNS, seed: SEED } = fuzzSettings(12, 31)
const PAUSE_MS = 120
/** A page may take this long to be ready: a fetched module's retries and ajax's round trips. */
const READY_WAIT_MS = 8000

const PAGE = '/fuzz-dropin.html'
const drawn = fc.record({ page: dropInPage, widths, visitor })

/** What a page's run came to, read in the page. */
interface Outcome {
  ready: string
  /** Per module element: its id, and whether a slider was mounted in it. */
  elements: Array<{ id: string; mounted: boolean }>
  /** Every slider's report entries. */
  report: Array<{ path?: unknown; message?: unknown }>
  active: string[]
  /** What destroy left different from the page's own markup. */
  left: string[]
}

async function runPage(
  page: Page,
  [opened, resized]: [number, number],
  input: Visitor,
  watch: NavigationWatch,
) {
  await page.setViewportSize({ width: opened, height: 800 })
  await openRunPage(page, PAGE, watch)
  // The chunked loader sets the global once its module has loaded.
  await page.waitForFunction(() => window.Strata?.dropIn, null, { timeout: READY_WAIT_MS })
  const ready = await page.evaluate(
    (ms) =>
      Promise.race([
        window.Strata.dropIn.ready.then(() => 'ready'),
        new Promise<string>((done) => setTimeout(() => done(`not ready after ${ms} ms`), ms)),
      ]),
    READY_WAIT_MS,
  )
  for (let i = 0; i < 3; i++)
    await page.evaluate(
      ([index, pause]) => {
        for (const slider of window.Strata.dropIn.sliders.values()) slider.goTo(index)
        return new Promise((done) => setTimeout(done, pause))
      },
      [i, PAUSE_MS] as const,
    )
  watch.touched = true
  await visitorInput(page, 'sr7-module', input, PAUSE_MS / 2)
  await page.setViewportSize({ width: resized, height: 800 })
  await page.evaluate(async (pause) => {
    for (let i = 0; i < 3; i++) {
      for (const slider of window.Strata.dropIn.sliders.values()) slider.next()
      await new Promise(requestAnimationFrame)
    }
    await new Promise((done) => setTimeout(done, pause))
  }, PAUSE_MS)
  return page.evaluate(
    ([outcome, active]): Outcome => {
      type Entry = { path?: unknown; message?: unknown }
      const { dropIn } = window.Strata as unknown as {
        dropIn: { sliders: Map<string, { report: Entry[] }>; destroy(): void }
      }
      const elements = [...document.querySelectorAll('sr7-module')]
      const report = [...dropIn.sliders.values()].flatMap((slider) =>
        slider.report.map(({ path, message }) => ({ path, message })),
      )
      const found = elements.flatMap((el) =>
        [...el.querySelectorAll(active)].map((a) => a.outerHTML.slice(0, 120)),
      )
      const mounted = elements.map((el) => ({
        id: el.id,
        mounted: el.classList.contains('strata-module'),
      }))
      dropIn.destroy()
      const before = (window as unknown as { __before: string[] }).__before
      const left = elements.flatMap((el, i) => {
        const now = el.outerHTML.replaceAll(' style=""', '')
        return now === before[i] ? [] : [`module ${i} after destroy: ${now.slice(0, 300)}`]
      })
      const count = (window as unknown as { __bodyChildren: number }).__bodyChildren
      if (document.body.children.length !== count)
        left.push(`the body has ${document.body.children.length} children, the page wrote ${count}`)
      return { ready: outcome, elements: mounted, report, active: found, left }
    },
    [ready, `${ACTIVE_ELEMENTS}, ${ACTIVE_ATTRIBUTES}`] as const,
  )
}

/** How drop-in mode's warnings name a module element: by its id, or as one without. */
const named = (id: string) => (id ? `module "${id}"` : 'an <sr7-module> has no id')

/** What a page's outcome breaks of the rules above, given its console warnings. */
function broken(outcome: Outcome, warnings: string[]): string[] {
  return [
    ...(outcome.ready === 'ready' ? [] : [outcome.ready]),
    ...outcome.elements
      .filter(({ id, mounted }) => !mounted && !warnings.some((w) => w.includes(named(id))))
      .map(({ id }) => `module element "${id}" neither mounted nor named in a warning`),
    ...unreported(outcome.report),
    ...outcome.active.map((el) => `could run script or navigate: ${el}`),
    ...outcome.left,
  ]
}

/** What the page was, for a failure's message. */
const described = (p: DropInPage) =>
  JSON.stringify({
    ...p,
    modules: p.modules.map((m, i) => ({
      ...m,
      id: moduleId(m, i),
      data: { ...m.data, ...('edits' in m.data && { edits: fixtureData(m.data)?.said }) },
    })),
  })

test('pages made for the original, drawn at random: nothing thrown, ready, every module mounted or named, nothing run, markup given back', async ({
  page,
}) => {
  test.setTimeout(30_000 + RUNS * 12_000)
  const { errors, warnings, clear } = watchConsole(page)
  let html = ''
  let json: unknown[] = []
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  )
  await page.route('**/fuzz-dropin/*.json', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? ''
    const data = json[Number.parseInt(name, 10)]
    return data === undefined
      ? route.fulfill({ body: '<!doctype html><p>Not JSON', contentType: 'text/html' })
      : route.fulfill({ json: data })
  })
  await serveBrowserFiles(page)
  // Registered last, so tried first: it sees every navigation before the page's own routes.
  const watch = await watchNavigation(page, PAGE)
  let runs = 0
  const seen = { mounted: 0, named: 0 }

  const property = fc.asyncProperty(
    drawn,
    async ({ page: made, widths: sizes, visitor: input }) => {
      html = dropInHtml(made)
      json = made.modules.map((m) =>
        m.data.kind === 'url' ? fixtureData(m.data)?.data : undefined,
      )
      clear()
      watch.went.length = 0
      watch.touched = false
      runs++
      const outcome = await runPage(page, sizes, input, watch).catch((error: unknown) =>
        String(error),
      )
      const found = [
        ...errors,
        ...watch.went,
        ...(typeof outcome === 'object'
          ? broken(outcome, warnings)
          : [`the run threw: ${String(outcome)}`]),
        ...(await scriptFlags(page)),
      ]
      if (typeof outcome === 'object')
        for (const { mounted } of outcome.elements) seen[mounted ? 'mounted' : 'named']++
      if (found.length)
        throw new Error(
          `at ${sizes.join(' then ')} px, the page ${described(made)}\n${found.join('\n')}`,
        )
    },
  )
  await fc.assert(property, { numRuns: RUNS, seed: SEED })
  console.info(
    `drop-in fuzz: ${runs} pages, ${seen.mounted} module elements mounted, ${seen.named} named in a warning`,
  )
  expect(seen.mounted).toBeGreaterThan(0)
  expect(runs).toBeGreaterThanOrEqual(RUNS)
})
