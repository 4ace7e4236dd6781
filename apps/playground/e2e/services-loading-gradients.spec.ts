import { expect, test } from './fixtures'
import { shotPath } from './screens'

const slide = (page: import('@playwright/test').Page, index: number) =>
  page.locator(`.strata-slide[data-index="${index}"]`)

test.beforeEach(async ({ page }) => {
  await page.goto('/?demo=loading-gradients')
  await expect(page.locator('.strata-module')).toBeVisible()
})

test('Gradient: angle 180 becomes 180.1 — the first slide is painted with linear-gradient(180.1deg, ...)', async ({
  page,
}) => {
  const image = await slide(page, 0).evaluate((el) => getComputedStyle(el).backgroundImage)
  expect(image).toMatch(
    /^linear-gradient\(180\.1deg, rgb\(29, 53, 87\) 0%, rgb\(42, 157, 143\) 100%\)$/,
  )
  await page.screenshot({ path: shotPath('services-loading-gradients') })
})

test('a radial gradient is drawn as an ellipse at the centre', async ({ page }) => {
  const image = await slide(page, 1).evaluate((el) => getComputedStyle(el).backgroundImage)
  expect(image).toMatch(/^radial-gradient\(/)
  expect(image).toContain('rgb(233, 196, 106) 0%')
})

test('a broken gradient yields report entries with dotted paths, and no console error', async ({
  page,
}) => {
  const report = page.getByTestId('report')
  await expect(report).toContainText('slides.305.layers.305-bg.bg.color.angle')
  await expect(report).toContainText('must be a number of degrees; using 180')
  await expect(report).toContainText('slides.305.layers.305-bg.bg.color.colors.0')
})
