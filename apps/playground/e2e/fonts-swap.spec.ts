import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  allLoaded,
  boxes,
  largestDelta,
  openFonts,
  release,
  runId,
  TEXT_LAYERS,
  watchShifts,
} from './fonts-fixture'

const ONE_LINE = TEXT_LAYERS.filter((id) => id !== 'wrapLato')
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Measures the text layers while the files are held, lets them go, and measures again. */
async function swap(page: Page, query: string) {
  const run = runId()
  await openFonts(page, `hold=1&delay=500&run=${run}&${query}`)
  // The provider holds the files: what is drawn now is the fallback.
  expect(
    await page.evaluate(() => window.__slider?.plugin('fonts')?.status('Lato')?.normal[400]),
  ).toMatch(/^job-/)
  const from = await page.evaluate(() => performance.now())
  const before = await boxes(page)
  await release(page, run)
  await allLoaded(page)
  await twoFrames(page)
  return { before, after: await boxes(page), from }
}

/**
 * docs/behaviour.md §4 fonts: three families from the local provider, their files arriving 500 ms
 * after the test lets them go. With the metric-matched fallback faces, the text keeps its lines
 * and its place when the web fonts arrive; without them (the control) it does not.
 */
test.describe('fonts: the swap moves nothing', () => {
  test('layers keep their place and height, and their text its top and height (≤ 1 px), when the web fonts arrive; CLS stays 0', async ({
    page,
  }) => {
    await watchShifts(page)
    const { before, after, from } = await swap(page, '')
    const place = largestDelta(before, after, ['x', 'y', 'height'], ONE_LINE)
    const glyphs = largestDelta(before, after, ['textTop', 'textHeight'], ONE_LINE)
    const wrapped = largestDelta(before, after, ['height'], ['wrapLato'])
    const widths = largestDelta(before, after, ['width'], ONE_LINE)
    const cls = await page.evaluate(
      (t) =>
        (window as unknown as { __shifts: { t: number; value: number }[] }).__shifts
          .filter((s) => s.t >= t)
          .reduce((sum, s) => sum + s.value, 0),
      from,
    )
    console.log(
      `fonts swap with fallbacks: x/y/height ${place.toFixed(2)} px, text top/height ${glyphs.toFixed(2)} px, one-line widths ${widths.toFixed(2)} px, wrapped layer height ${wrapped.toFixed(2)} px, CLS ${cls}`,
    )
    expect(place).toBeLessThanOrEqual(1)
    expect(glyphs).toBeLessThanOrEqual(1)
    expect(cls).toBe(0)
  })

  test('control: without the fallback faces the same swap moves the text by more than 1 px', async ({
    page,
  }) => {
    const { before, after } = await swap(page, 'fallbacks=0')
    const glyphs = largestDelta(before, after, ['textTop', 'textHeight'], ONE_LINE)
    const widths = largestDelta(before, after, ['width'], ONE_LINE)
    console.log(
      `fonts swap without fallbacks: text top/height ${glyphs.toFixed(2)} px, one-line widths ${widths.toFixed(2)} px`,
    )
    expect(glyphs).toBeGreaterThan(1)
  })
})
