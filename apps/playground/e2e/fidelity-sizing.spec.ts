import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'

/**
 * Issue #15, sizing and colours (docs/behaviour.md §9 "Breakpoints and layout"): modules in the
 * real exported shape on the bare golden page (one module as the only child of <body>), measured
 * in Chromium. The layer boxes of the golden cases are golden.spec.ts's; this spec checks what
 * core and the carousel draw around them: the level, the module box, the grid, backgrounds and a
 * vertical carousel with inherited heights.
 */
const GOLDEN = fileURLToPath(new URL('../../../../shared/golden/', import.meta.url))
const VERTICAL = fileURLToPath(
  new URL('../../../packages/carousel/fixtures/vertical-inherited.module.json', import.meta.url),
)
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))

async function load(page: Page, data: unknown, viewport = { width: 1280, height: 800 }) {
  await openGolden(page, data, viewport)
}

/** Boxes relative to the page, rounded to 0.5 px, and what the slider says of itself. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect()
      const h = (n = 0) => Math.round(n * 2) / 2
      return r ? { x: h(r.x), y: h(r.y), w: h(r.width), h: h(r.height) } : null
    }
    const stage = document.querySelector('.strata-stage')
    const grid = document.querySelector('.strata-slide[aria-current="true"] .strata-layer-grid')
    const current = document.querySelector<HTMLElement>('.strata-slide[aria-current="true"]')
    const s = window.__golden!
    return {
      state: s.state,
      report: s.report,
      module: box(document.getElementById('module')),
      stage: box(stage),
      grid: box(grid),
      current: box(current),
      currentIndex: current?.dataset.index,
      stageColour: stage && getComputedStyle(stage).backgroundColor,
      stageImage: stage && getComputedStyle(stage).backgroundImage,
      slideBg: [...document.querySelectorAll<HTMLElement>('.strata-slide .strata-bg')].map((el) => [
        el.closest<HTMLElement>('.strata-slide')?.dataset.index,
        getComputedStyle(el).backgroundColor,
      ]),
    }
  })

test('golden-mobile: a 480 px window selects the tablet level, 778 px grid at 0.617, module 370 px high', async ({
  page,
}) => {
  await load(page, read(`${GOLDEN}golden-mobile.module.json`), { width: 480, height: 800 })
  const m = await measure(page)
  expect(m.state.level).toBe(3)
  expect(m.state.scale).toBeCloseTo(480 / 778, 3)
  expect(m.module?.w).toBe(480)
  expect(Math.abs((m.module?.h ?? 0) - 370.2)).toBeLessThanOrEqual(0.5)
  // The tablet grid fills the module's width.
  expect(m.grid).toMatchObject({ x: 0, y: 0, w: 480 })
  expect(m.report).toEqual([])
})

test('golden-fullheight: the 1240 x 900 grid in 1280 x 800 is drawn at 0.889, 1102 px wide at x = 89', async ({
  page,
}) => {
  await load(page, read(`${GOLDEN}golden-fullheight.module.json`))
  const m = await measure(page)
  expect(m.module).toEqual({ x: 0, y: 0, w: 1280, h: 800 })
  expect(m.state.scale).toBeCloseTo(800 / 900, 3)
  expect(Math.abs((m.grid?.x ?? 0) - 89)).toBeLessThanOrEqual(0.5)
  expect(Math.abs((m.grid?.w ?? 0) - 1102)).toBeLessThanOrEqual(0.5)
  expect(m.grid).toMatchObject({ y: 0, h: 800 })
  // settings.bg.color { type: solid, orig: #101820, string: rgba(16, 24, 32, 1) } behind the slides.
  expect(m.stageColour).toBe('rgb(16, 24, 32)')
  expect(m.report).toEqual([])
})

test('golden-align: a 1240 px grid is centred in the 1280 px module (x = 20)', async ({ page }) => {
  await load(page, read(`${GOLDEN}golden-align.module.json`))
  const m = await measure(page)
  expect(m.state).toMatchObject({ level: 0, scale: 1, width: 1280, height: 600 })
  expect(m.grid).toEqual({ x: 20, y: 0, w: 1240, h: 600 })
})

test('vertical carousel with inherited heights: a 500 px module (30 px above and below), full 1280 x 500 slides, colour objects painted', async ({
  page,
}) => {
  await load(page, read(VERTICAL))
  const m = await measure(page)
  expect(m.report).toEqual([])
  expect(m.state).toMatchObject({ level: 0, width: 1280, height: 500 })
  expect(m.module).toEqual({ x: 0, y: 0, w: 1280, h: 560 })
  expect(m.stage).toEqual({ x: 0, y: 30, w: 1280, h: 500 })
  expect(m.current).toEqual({ x: 0, y: 30, w: 1280, h: 500 })
  // The module background, a linear gradient object, is painted on the stage.
  expect(m.stageImage).toContain('linear-gradient(90deg, rgb(16, 24, 32) 0%, rgb(38, 70, 83) 100%)')
  // Slide backgrounds written as 6.x colour objects with only `orig` (#264653 ...).
  expect(m.slideBg).toContainEqual(['0', 'rgb(38, 70, 83)'])
  await page.screenshot({ path: 'test-results/fidelity-sizing/vertical-0.png' })

  // One step down: the next slide takes the stage's place, whole.
  await page.evaluate(() => window.__golden!.next())
  await expect
    .poll(async () => {
      const after = await measure(page)
      return [after.currentIndex, after.state.locked, after.current]
    })
    .toEqual(['1', false, { x: 0, y: 30, w: 1280, h: 500 }])
  const after = await measure(page)
  expect(after.slideBg).toContainEqual(['1', 'rgb(42, 157, 143)'])
  await page.screenshot({ path: 'test-results/fidelity-sizing/vertical-1.png' })
})
