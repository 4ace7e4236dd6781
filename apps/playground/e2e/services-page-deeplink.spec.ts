import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

const open = async (page: import('@playwright/test').Page, hash: string) => {
  await page.goto(`/?demo=page-deeplink${hash}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
}
const hashOf = (page: import('@playwright/test').Page) => new URL(page.url()).hash

test('the page hash selects a slide on load by the form slideN (1-based): #slide3 shows the 3rd slide', async ({
  page,
}) => {
  await open(page, '#slide3')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '2')
  // It is the first slide shown, not a change from slide 1.
  expect(await page.evaluate(() => window.__slider!.state.prevIndex)).toBe(-1)
  await page.screenshot({ path: shotPath('services-page-deeplink-slide3') })
})

test('the page hash selects a slide by its deep-link name: #pricing shows slide 4', async ({
  page,
}) => {
  await open(page, '#pricing')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '3')
})

test('a hash naming no valid position is ignored: #slide9 shows the first slide', async ({
  page,
}) => {
  await open(page, '#slide9')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
})

test('in deep-link mode, showing a slide writes its deep-link name into the hash, without a scroll jump', async ({
  page,
}) => {
  await open(page, '#slide3')
  const historyLength = await page.evaluate(() => history.length)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '3')
  await expect.poll(() => hashOf(page)).toBe('#pricing')
  await page.getByRole('button', { name: 'Prev' }).click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '2')
  await expect.poll(() => hashOf(page)).toBe('#slide3')
  // replaceState: no new history entries, and the page did not jump.
  expect(await page.evaluate(() => [history.length, window.scrollY])).toEqual([historyLength, 0])
})

test('a later hash change selects the slide it names', async ({ page }) => {
  await open(page, '')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await page.evaluate(() => {
    location.hash = '#team'
  })
  await expect(activeSlide(page)).toHaveAttribute('data-index', '1')
})
