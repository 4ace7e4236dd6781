import type { Page } from '@playwright/test'
import fc from 'fast-check'
import type { ApiPage } from '../src/fuzz/api-main'
import {
  type ApiStep,
  BOUND_RECORDS,
  EVENTS,
  GO_TO_OPTIONS,
  NAMING,
  PLUGIN_ARGS,
  PLUGIN_CALLS,
  REACTIONS,
  TARGETS,
} from '../src/fuzz/api-picks'

/**
 * What a site's script and a visitor do in the slider API fuzz (reliability-api-fuzz.spec.ts):
 * the slider's calls (src/fuzz/api-picks.ts, made in the page), and the visitor's clicks, keys,
 * a resized window and waits, in any order.
 */

const pick = (table: readonly unknown[]) => fc.nat({ max: table.length - 1 })
const just = <K extends string>(...kinds: K[]) => fc.record({ kind: fc.constantFrom(...kinds) })

const call: fc.Arbitrary<ApiStep> = fc.oneof(
  { arbitrary: just('next', 'prev'), weight: 4 },
  { arbitrary: just('pause', 'resume', 'toggle'), weight: 2 },
  { arbitrary: just('destroy'), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('goTo' as const),
      target: pick(TARGETS),
      options: pick(GO_TO_OPTIONS),
    }),
    weight: 4,
  },
  {
    // Half the time a target that names a slide: most of TARGETS are wrong on purpose, and a
    // removal that happens is what moves the plugins' slides.
    arbitrary: fc.record({
      kind: fc.constant('remove' as const),
      target: fc.oneof(fc.nat({ max: NAMING - 1 }), pick(TARGETS)),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('listen' as const),
      event: pick(EVENTS),
      reaction: pick(REACTIONS),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('unlisten' as const), n: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('plugin' as const),
      call: pick(PLUGIN_CALLS),
      arg: pick(PLUGIN_ARGS),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('bind' as const), record: pick(BOUND_RECORDS) }),
    weight: 1,
  },
)

/** Keys a visitor presses: nav's arrows and ends, focus moves, activation, a pop-up's close. */
const KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Tab', 'Enter', 'Escape']

const visitor = fc.oneof(
  fc.record({ kind: fc.constant('click' as const) }),
  fc.record({ kind: fc.constant('key' as const), key: fc.constantFrom(...KEYS) }),
  fc.record({ kind: fc.constant('resize' as const), width: fc.constantFrom(1280, 768, 375) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(0, 16, 120, 700) }),
)
export type VisitorStep = typeof visitor extends fc.Arbitrary<infer T> ? T : never
export type Op = ApiStep | VisitorStep

export const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: call, weight: 3 },
  { arbitrary: visitor, weight: 2 },
)

/** Does `step`: a call in the page's script, or the visitor's input. */
export async function applyOp(page: Page, step: Op): Promise<void> {
  switch (step.kind) {
    case 'click': {
      // The module's middle, wherever it is (a pop-up's dialog holds it while open).
      const box = await page.locator('#fuzz-host').boundingBox()
      if (box?.width && box.height)
        await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300))
      return
    }
    case 'key':
      return page.keyboard.press(step.key)
    case 'resize':
      return page.setViewportSize({ width: step.width, height: 800 })
    case 'wait':
      return page.waitForTimeout(step.ms)
    default:
      return page.evaluate((s) => (window.__apiFuzz as ApiPage).call(s), step)
  }
}
