import type { RawRecord } from '@strata/core'
import type { FuzzPage } from '../src/fuzz/main'
import { expect, test } from './fixtures'

/**
 * SPEC §5 "Duplicate layer ids get a random suffix" with @strata/fonts' metric-matched fallbacks
 * (issue #25): the fuzz page runs a module with every plugin a site installs (fonts() with the
 * local provider and the served files' metrics). The layer core renamed gets its fallback under
 * the id the DOM carries, and the first holder of the id keeps its own family's.
 */
const text = (id: string, family: string, words: string, y: number): RawRecord => ({
  id,
  type: 'text',
  content: { text: words },
  font: { family, weight: 400 },
  pos: { x: 20, y },
  size: { w: 'auto', h: 'auto' },
})

const MODULE = {
  settings: { alias: 'fonts-renamed', size: { width: 800, height: 300 } },
  slides: {
    a: {
      id: 'a',
      layers: [text('t', 'Roboto', 'Hello there', 20), text('t', 'Lato', 'World wide', 120)],
    },
  },
}

test('a layer whose duplicate id core renamed is drawn with its own family and fallback; the first keeps Roboto', async ({
  page,
}) => {
  await page.goto('/fuzz.html')
  await page.waitForFunction(() => Boolean(window.__fuzz))
  await page.evaluate(
    (json) => (window.__fuzz as FuzzPage).start(json, false),
    JSON.stringify(MODULE),
  )
  const layers = page.locator('#fuzz-host [data-slide-id="a"] [data-layer-id]')
  await expect(layers).toHaveCount(2)
  const drawn = await layers.evaluateAll((els) =>
    els.map((el) => ({
      id: el.getAttribute('data-layer-id') ?? '',
      family: getComputedStyle(el).fontFamily,
    })),
  )
  const [first, renamed] = drawn
  expect(first?.id).toBe('t')
  expect(renamed?.id).toMatch(/^t_\w+$/)
  // Each stack is its family, then its own fallback face (the module's adopted sheet's rule).
  expect(first?.family).toMatch(/^Roboto, strata-fallback-\d+-\d+/)
  expect(renamed?.family).toMatch(/^Lato, strata-fallback-\d+-\d+/)
  const report = await page.evaluate(() => (window.__fuzz as FuzzPage).end())
  expect(report.report.map((e) => e.path)).toEqual(['slides.a.layers.1.id'])
})
