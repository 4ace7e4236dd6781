import { expect, test } from './fixtures'
import { shotPath } from './screens'

const slide = (page: import('@playwright/test').Page, index: number) =>
  page.locator(`.strata-slide[data-index="${index}"]`)
const backgroundImage = (page: import('@playwright/test').Page, index: number) =>
  slide(page, index).evaluate((el) => getComputedStyle(el).backgroundImage)

test.beforeEach(async ({ page }) => {
  await page.goto('/?demo=loading-gradients')
  await expect(page.locator('.strata-module')).toBeVisible()
})

test('Gradient: angle 180 becomes 180.1 — the first slide is painted with linear-gradient(180.1deg, ...)', async ({
  page,
}) => {
  // The React shell's first slide is on the page before the slider builds (and paints) it.
  await expect
    .poll(() => backgroundImage(page, 0))
    .toMatch(/^linear-gradient\(180\.1deg, rgb\(29, 53, 87\) 0%, rgb\(42, 157, 143\) 100%\)$/)
  await page.screenshot({ path: shotPath('services-loading-gradients') })
})

test('a radial gradient is drawn as an ellipse at the centre', async ({ page }) => {
  await expect.poll(() => backgroundImage(page, 1)).toMatch(/^radial-gradient\(/)
  expect(await backgroundImage(page, 1)).toContain('rgb(233, 196, 106) 0%')
})

test('a broken gradient yields report entries with dotted paths, and no console error', async ({
  page,
}) => {
  const report = page.getByTestId('report')
  await expect(report).toContainText('slides.305.layers.305-bg.bg.color.angle')
  await expect(report).toContainText('must be a number of degrees; using 180')
  await expect(report).toContainText('slides.305.layers.305-bg.bg.color.colors.0')
})
