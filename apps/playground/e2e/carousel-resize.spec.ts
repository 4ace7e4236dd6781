import type { Page } from '@playwright/test'
import { carouselData, FLAT } from '../src/demos/carousel/data'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'

/**
 * How many slides a carousel keeps built follows its width (a narrow strip shows fewer). A page
 * opened narrow and then widened must show what a page opened wide shows: every slide the
 * wider strip has room for, built and drawn, with no empty slot at its edges.
 */
const module = carouselData('carousel-wide', 12, { ...FLAT, maxV: 7 })

/** The indices of the slides drawn on the stage (a box inside it and some opacity). */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const stage = document.querySelector('.strata-stage')!.getBoundingClientRect()
    return [...document.querySelectorAll<HTMLElement>('.strata-slide')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        const seen = Number(getComputedStyle(el).opacity) > 0.01
        return seen && r.width > 0 && r.right > stage.left + 1 && r.left < stage.right - 1
      })
      .map((el) => Number(el.dataset.index))
      .sort((a, b) => a - b)
  })

/** Stops the slideshow and goes to the middle slide, then waits for the strip to rest. */
async function middle(page: Page) {
  await page.evaluate(() => {
    window.__golden!.pause()
    window.__golden!.goTo(6)
  })
  await expect
    .poll(() => page.evaluate(() => window.__golden!.plugin('carousel')?.position()))
    .toBe(6)
}

test('opened on a phone, then widened: the slides a page opened wide draws, no empty slot', async ({
  page,
  browser,
}) => {
  const wide = await browser.newPage({ viewport: { width: 1600, height: 800 } })
  await openGolden(wide, module, undefined, 'every')
  await middle(wide)
  const want = await drawn(wide)
  await wide.close()
  expect(want.length).toBeGreaterThan(4)

  await openGolden(page, module, { width: 375, height: 800 }, 'every')
  await middle(page)
  const narrow = await drawn(page)
  expect(narrow.length).toBeLessThan(want.length)
  await page.setViewportSize({ width: 1600, height: 800 })
  await expect.poll(() => drawn(page)).toEqual(want)
})
