import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { bgTransitions } from '@strata/bg-transitions'
import { carousel } from '@strata/carousel'
import { actions } from '@strata/core/page'
import { prepareModule } from '@strata/core/ssr'
import { layersText } from '@strata/layers-text'
import { nav } from '@strata/nav'
import { expect, test } from './fixtures'
import { type Box, compareBoxes, type ExpectedCase, openGolden, settle } from './golden-measure'
import { test as siteTest } from './prepared-site'

/**
 * Modules read ahead (`prepareModule`, docs/data-format/prepared.md) and opened by
 * `@strata/core/prepared` with `@strata/nav/prepared`: they must render as the raw data does,
 * and a page of prepared modules must not download the normaliser.
 */
const GOLDEN = fileURLToPath(new URL('../../../../shared/golden/', import.meta.url))
const SPRING = fileURLToPath(new URL('../src/data/spring-launch.json', import.meta.url))
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))

/** As a build step prepares it, with the golden page's plugins, and as the page gets it: JSON. */
const prepare = (raw: unknown) => {
  const plugins = [layersText(), bgTransitions(), nav(), carousel(), actions()]
  const { module, report } = prepareModule(raw, { plugins })
  return { module: JSON.parse(JSON.stringify(module)) as unknown, report }
}

test.describe('golden cases, prepared ahead: layer boxes as the reference draws them', () => {
  test.describe.configure({ timeout: 60_000 })
  const cases = readdirSync(GOLDEN)
    .filter((file) => file.endsWith('.module.json'))
    .map((file) => file.replace('.module.json', ''))
    .sort()
  for (const name of cases) {
    test(name, async ({ page }) => {
      const expected = read(`${GOLDEN}${name}.expected.json`) as ExpectedCase
      const { module, report } = prepare(read(`${GOLDEN}${name}.module.json`))
      expect(report, 'valid data prepares without a report').toEqual([])
      await openGolden(page, module, expected.viewport, 'prepared')
      const problems: string[] = []
      for (const [slideId, layers] of Object.entries(expected.slides)) {
        await page.evaluate((id) => window.__golden?.goTo(id), slideId)
        const boxes = await settle(page, Object.keys(layers))
        problems.push(...compareBoxes(slideId, layers, boxes, 2))
      }
      await page.screenshot({ path: `test-results/prepared/golden-${name}.png` })
      expect(problems, `${name}: layers off the reference`).toEqual([])
      expect(await page.evaluate(() => window.__golden?.report)).toEqual([])
    })
  }
})

/** Every layer of the shown slides, each nav control and the module: boxes relative to it. */
async function drawn(page: Page): Promise<Record<string, Box>> {
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('.strata-slide[aria-current="true"] [data-layer-id]')].map(
      (el) => el.getAttribute('data-layer-id') ?? '',
    ),
  )
  const layers = await settle(page, ids)
  const controls = await page.evaluate(() => {
    const root = document.getElementById('module')
    const origin = root?.getBoundingClientRect()
    const out: Record<string, { x: number; y: number; w: number; h: number }> = {}
    const box = (key: string, el: Element) => {
      const r = el.getBoundingClientRect()
      out[key] = {
        x: r.left - (origin?.left ?? 0),
        y: r.top - (origin?.top ?? 0),
        w: r.width,
        h: r.height,
      }
    }
    if (root) box('module', root)
    document.querySelectorAll('.strata-nav > *, .strata-nav button').forEach((el, i) => {
      box(`nav ${i} ${el.className}`, el)
    })
    return out
  })
  const boxes: Record<string, Box> = { ...layers }
  for (const [key, b] of Object.entries(controls)) boxes[key] = { ...b, visible: true, opacity: 1 }
  return boxes
}

test.describe('a real export, raw and prepared: the same boxes at every width', () => {
  test.describe.configure({ timeout: 60_000 })
  const raw = read(SPRING)
  for (const [label, width] of [
    ['desktop', 1280],
    ['tablet', 900],
    ['mobile', 480],
  ] as const) {
    test(label, async ({ page }) => {
      const viewport = { width, height: 800 }
      await openGolden(page, raw, viewport)
      const want = await drawn(page)
      await page.screenshot({ path: `test-results/prepared/spring-${label}-raw.png` })
      await openGolden(page, prepare(raw).module, viewport, 'prepared')
      const got = await drawn(page)
      await page.screenshot({ path: `test-results/prepared/spring-${label}-prepared.png` })
      expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort())
      // Something of each kind was measured: layers, and the nav's arrows and bullets.
      expect(Object.keys(want).filter((k) => k.includes('strata-arrow')).length).toBeGreaterThan(0)
      expect(Object.keys(want).filter((k) => !k.includes(' ')).length).toBeGreaterThan(3)
      const wanted = Object.fromEntries(
        Object.entries(want).map(([k, b]) => [k, 'missing' in b ? { visible: false } : b]),
      ) as Parameters<typeof compareBoxes>[1]
      expect(compareBoxes(label, wanted, got, 0.5)).toEqual([])
    })
  }
})

declare global {
  interface Window {
    /** The prepared site's slider (prepared-site.ts). */
    __prepared?: import('@strata/core').Slider
  }
}

/** Opens the prepared site with `module`; returns every script it downloaded. */
async function openPreparedSite(page: Page, url: string, module: unknown): Promise<string[]> {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text())
  })
  await page.addInitScript((data) => Object.assign(window, { __preparedModule: data }), module)
  await page.goto(url)
  await page.waitForFunction(() => window.__prepared?.state.ready === true)
  await page.waitForLoadState('networkidle')
  return Promise.all(scripts)
}

// A message of core's normaliser, and a key of nav's part: in the code that reads raw data only.
const NORMALISER = ['no slides to show', 'progressBar|pbar']

siteTest.describe('a site of prepared modules downloads no normaliser', () => {
  // The real export with arrows and bullets in the default skin: this fixture's own skin
  // templates set colours only, so its controls have no size to click.
  const raw = read(SPRING) as { settings: { nav: Record<string, unknown> } }
  raw.settings.nav.arrows = { set: true }
  raw.settings.nav.bullets = { set: true }

  siteTest(
    'a prepared module: the slider and its controls, no normaliser in any script',
    async ({ page, preparedSite }) => {
      const scripts = await openPreparedSite(page, preparedSite, prepare(raw).module)
      expect(scripts.length).toBeGreaterThan(0)
      for (const marker of NORMALISER)
        expect(
          scripts.filter((s) => s.includes(marker)),
          marker,
        ).toEqual([])
      await expect(page.locator('.strata-bullet')).toHaveCount(3)
      await page.screenshot({ path: 'test-results/prepared/site-prepared.png' })
      await page.locator('.strata-arrow-next').click()
      await expect.poll(() => page.evaluate(() => window.__prepared?.state.index)).toBe(1)
      expect(await page.evaluate(() => window.__prepared?.report)).toEqual([])
    },
  )

  siteTest(
    'raw data: each normaliser loads on demand, one file each, and it shows as well',
    async ({ page, preparedSite }) => {
      const scripts = await openPreparedSite(page, preparedSite, raw)
      for (const marker of NORMALISER)
        expect(
          scripts.filter((s) => s.includes(marker)),
          marker,
        ).toHaveLength(1)
      await expect(page.locator('.strata-bullet')).toHaveCount(3)
      expect(await page.evaluate(() => window.__prepared?.report)).toEqual([])
    },
  )
})
