import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'
import { HIDDEN_ON_MOBILE } from './navigable-module'
import { shotPath } from './screens'

/**
 * Nav draws its bullets for the slides a visitor can go to (docs/behaviour.md §4.1). A slide
 * hidden on mobile (`slideshow.hom`) is skipped at the mobile level, so it has no bullet there.
 * Before, its bullet stayed: a press did nothing and put an entry in the module's report.
 */
const module = HIDDEN_ON_MOBILE

const bullets = (page: Page) =>
  page
    .locator('.strata-bullet')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))

/** The stage's first control in tab order: the pause button, as the carousel pattern has it. */
const firstControl = (page: Page) =>
  page.evaluate(() => {
    const stage = document.querySelector('.strata-stage')
    return stage?.querySelector('button')?.className.split(' ')[0]
  })

test('at 375 px the slide hidden on mobile has no bullet; at 1280 px it has one again', async ({
  page,
  consoleErrors,
}) => {
  await openGolden(page, module, { width: 375, height: 800 })
  await expect.poll(() => bullets(page)).toEqual(['Slide 1: Slide 1', 'Slide 3: Slide 3'])
  // Slide 4 is hidden from navigation: no bullet, at any width.
  await expect.poll(() => firstControl(page)).toBe('strata-play')
  await page
    .locator('.strata-module')
    .first()
    .screenshot({ path: shotPath('nav-navigable-mobile') })
  await page.locator('.strata-bullet').nth(1).click()
  await expect(page.locator('.strata-slide[aria-current="true"]')).toHaveAttribute(
    'data-slide-id',
    '3',
  )
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect
    .poll(() => bullets(page))
    .toEqual(['Slide 1: Slide 1', 'Slide 2: Slide 2', 'Slide 3: Slide 3'])
  await expect(page.locator('.strata-bullet[aria-current="true"]')).toHaveAttribute(
    'data-index',
    '2',
  )
  // Drawn again, the pause button is still the module's first control.
  expect(await firstControl(page)).toBe('strata-play')
  await page
    .locator('.strata-module')
    .first()
    .screenshot({ path: shotPath('nav-navigable-desktop') })
  expect(await page.evaluate(() => window.__golden!.report)).toEqual([])
  expect(consoleErrors).toEqual([])
})
