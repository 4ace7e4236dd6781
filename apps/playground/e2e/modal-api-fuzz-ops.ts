import type { Page } from '@playwright/test'
import fc from 'fast-check'
import { PAGE_EVENT, REST_PICKS } from '../src/fuzz/modal-api-picks'

/**
 * What a site's script does in the page-level modal fuzz (reliability-modal-api-fuzz.spec.ts):
 * `openModal` and `modalTrigger` calls with aliases the REST server has, lacks, or should never
 * meet, stops, releases, and a visitor's part (the hash, a scroll, Escape, a click on the
 * underlay or the close button), in any order.
 */

/** The server's modules (a pop-up, a hero, one with lazy slides, a feed), one it lacks, odd ones. */
export const ALIASES = [
  'modal-promo',
  'rest-hero',
  'rest-lazy',
  'stream-post',
  'no-such-module',
  '',
  'constructor',
  '__proto__',
  'x"y<z>',
]
/** A slide to open at: none, by index, by id or name, and ones the module lacks. */
const SLIDES = [undefined, 0, 2, 'slide2', 'no-such-slide', -1, 99]
/** Trigger settings strings for this page (docs/data-format/modal.md), and odd values. */
const TRIGGERS: unknown[] = [
  't:0',
  't:200',
  'ha:1',
  'so:600',
  's:#offer',
  's:#a[',
  `e:${PAGE_EVENT}`,
  `e:${PAGE_EVENT};co:1`,
  'x;y:z',
  '',
  'bg:url(javascript:window.__pwnedBg=1);t:0',
  7,
  null,
  { t: 0 },
]

// The server's pop-up and hero, most often: the calls that open something.
/** The longest a `settle` step waits for the calls. */
const SETTLE_MS = 4000

const alias = fc.oneof(
  { arbitrary: fc.constantFrom(...ALIASES.slice(0, 2)), weight: 3 },
  { arbitrary: fc.constantFrom(...ALIASES), weight: 2 },
)
const rest = fc.nat({ max: REST_PICKS.length - 1 })

export const op = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      alias,
      slide: fc.nat({ max: SLIDES.length - 1 }),
      rest,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('trigger' as const),
      alias,
      text: fc.nat({ max: TRIGGERS.length - 1 }),
      rest,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('stop' as const), n: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('release' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('normal' as const), alias }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('event', 'escape', 'underlay', 'close' as const),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('hash' as const), alias }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('scroll' as const),
      y: fc.constantFrom(0, 700, 2400),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(0, 150, 600) }),
    weight: 1,
  },
  // Until the calls so far have settled: their pop-ups are open for the visitor's steps.
  { arbitrary: fc.record({ kind: fc.constant('settle' as const) }), weight: 2 },
)
export type Op = typeof op extends fc.Arbitrary<infer T> ? T : never

/** Does `step` on the page: a call in the page's script, or the visitor's input. */
export async function applyOp(page: Page, step: Op): Promise<void> {
  switch (step.kind) {
    case 'open':
      return page.evaluate(([a, s, r]) => window.__modalFuzz?.open(a, s, r), [
        step.alias,
        SLIDES[step.slide],
        step.rest,
      ] as const)
    case 'trigger':
      return page.evaluate(([a, t, r]) => window.__modalFuzz?.trigger(a, t, r), [
        step.alias,
        TRIGGERS[step.text],
        step.rest,
      ] as const)
    case 'stop':
      return page.evaluate((n) => window.__modalFuzz?.stop(n), step.n)
    case 'release':
      return page.evaluate(() => window.__modalFuzz?.release())
    case 'normal':
      return page.evaluate((a) => window.__modalFuzz?.placeNormal(a), step.alias)
    case 'event':
      return page.evaluate(() => window.__modalFuzz?.event())
    case 'hash':
      return page.evaluate((a) => {
        location.hash = a
      }, step.alias)
    case 'scroll':
      return page.evaluate((y) => window.scrollTo(0, y), step.y)
    case 'escape':
      return page.keyboard.press('Escape')
    case 'underlay':
      return page.mouse.click(3, 3)
    case 'close': {
      const close = page.locator('dialog.strata-modal[open] .strata-modal-close').first()
      if (await close.isVisible()) await close.click({ timeout: 2000 }).catch(() => undefined)
      return
    }
    case 'settle':
      return page.evaluate((ms) => window.__modalFuzz?.settle(ms), SETTLE_MS)
    case 'wait':
      return page.waitForTimeout(step.ms)
  }
}
