import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

const SCREENSHOT = shotPath('react-bullets')

test('bullets made in React follow the slider and move it, through the hooks', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/?demo=react-bullets')
  const bullets = page.locator('.react-bullets button')
  await expect(bullets).toHaveCount(5)
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true')
  await page.getByRole('button', { name: 'Go to slide 3' }).click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '2')
  await expect(activeSlide(page)).toContainText('Slide 3')
  await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('.react-bullets button[aria-current]')).toHaveCount(1)
  await expect(page.getByTestId('slide-log')).toContainText('slide:after 0 → 2')
  // One module: StrictMode's double mount left a single live slider.
  await expect(page.locator('.strata-module')).toHaveCount(1)
  await expect(page.locator('.strata-stage')).toHaveCount(1)
  await page.locator('main').screenshot({ path: SCREENSHOT })
  expect(consoleErrors).toEqual([])
})
