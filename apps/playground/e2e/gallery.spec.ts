import { activeSlide, expect, test } from './fixtures'

test('every demo listed in the gallery opens with no console error and shows its first slide', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/')
  const links = page.locator('a.demo-link')
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThanOrEqual(2)
  expect(hrefs).toContain('?demo=core-basic')

  for (const href of hrefs) {
    await test.step(href, async () => {
      await page.goto(`/${href}`)
      await expect(page.locator('.strata-module')).toHaveCount(1)
      await expect(activeSlide(page)).toHaveCount(1)
      await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
      await expect(activeSlide(page)).toBeVisible()
      await expect(activeSlide(page)).toContainText('Slide 1')
      expect(consoleErrors, `console errors on ${href}`).toEqual([])
    })
  }
})

test('an unknown demo name falls back to the gallery', async ({ page, consoleErrors }) => {
  await page.goto('/?demo=nope')
  await expect(page.getByRole('alert')).toContainText('nope')
  await expect(page.locator('a.demo-link').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})
