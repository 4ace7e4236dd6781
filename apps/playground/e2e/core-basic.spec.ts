import { activeSlide, expect, test } from './fixtures'

test('the external Prev / Next buttons move the slider and the state readout follows', async ({
  page,
}) => {
  await page.goto('/?demo=core-basic')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  const next = page.getByRole('button', { name: 'Next' })
  const prev = page.getByRole('button', { name: 'Prev' })

  await next.click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '1')
  await expect(activeSlide(page)).toContainText('Slide 2')
  await expect(page.getByText('Slide 2 of 5')).toBeVisible()
  await expect(page.getByTestId('state')).toContainText('"index": 1')

  // Back past the first slide wraps to the last (docs/behaviour.md §4: it wraps around).
  await prev.click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await prev.click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '4')
  await expect(page.getByTestId('state')).toContainText('"direction": -1')
})
