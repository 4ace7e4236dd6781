import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

const status = (page: Page) => page.getByTestId('scroll-status')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const press = (page: Page, target: string) =>
  page.locator(`button[data-target="${target}"]`).click()

test.beforeEach(async ({ page }) => {
  await page.goto('/?demo=page-scroll')
  await expect(status(page)).toHaveText('idle')
})

test('scroll to anchor by element id, with offset, speed and easing; the hash is updated afterwards', async ({
  page,
}) => {
  await press(page, 'middle')
  await expect(status(page)).toHaveText('arrived middle')
  const top = await page.evaluate(
    () => document.getElementById('middle')!.getBoundingClientRect().top,
  )
  expect(top).toBeCloseTo(100, 0)
  expect(new URL(page.url()).hash).toBe('#middle')
})

test('the target is capped at document height minus viewport minus 1', async ({ page }) => {
  await press(page, 'page-end')
  await expect(status(page)).toHaveText('arrived page-end')
  const { max, anchorTop } = await page.evaluate(() => ({
    max: document.documentElement.scrollHeight - window.innerHeight - 1,
    anchorTop: document.getElementById('page-end')!.getBoundingClientRect().top + window.scrollY,
  }))
  // The anchor itself lies past the last position: the cap is what applies.
  expect(anchorTop).toBeGreaterThan(max)
  expect(await scrollY(page)).toBe(max)
  await page.screenshot({ path: shotPath('services-page-scroll-capped') })
})

test('a target below 0 is not scrolled to; a missing anchor is reported', async ({ page }) => {
  await press(page, 'middle')
  await expect(status(page)).toHaveText('arrived middle')
  const before = await scrollY(page)
  await press(page, 'page-top')
  await expect(status(page)).toHaveText('not scrolled page-top')
  expect(await scrollY(page)).toBe(before)
  await press(page, 'missing')
  await expect(status(page)).toContainText('no element with id "missing" on the page; not scrolled')
  expect(await scrollY(page)).toBe(before)
})
