import { openBg } from './bg-helpers'
import { expect, test } from './fixtures'

// Issue #25: core's full gradient reader is an on-demand chunk (`@strata/core/gradient`) that
// bg-transitions' `prepare` loads when a slide's background needs it (an eased ramp).

test('an eased ramp background (an editor colour object) is drawn from its stops, eased, by the on-demand gradient reader', async ({
  page,
}) => {
  const chunks: string[] = []
  page.on('request', (r) => {
    if (/gradient/.test(r.url())) chunks.push(r.url())
  })
  await openBg(page, 'fade')
  // Slide 3's look: stops #1b998b → #c5d86d at 90deg, sine.inOut.
  const ramp = await page
    .locator('.strata-slide[data-index="2"] > .strata-bg')
    .evaluate((el) => getComputedStyle(el).backgroundImage)
  const own = ramp.slice(ramp.lastIndexOf('linear-gradient(90deg'))
  // Eased: the reader's intermediate stops between the two the data gives, not the editor's CSS.
  expect(own.match(/rgb/g)?.length ?? 0).toBeGreaterThan(2)
  expect(own).toContain('rgb(27, 153, 139)')
  expect(own).toContain('rgb(197, 216, 109)')
  expect(chunks.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => window.__slider?.report ?? [])).toEqual([])
})
