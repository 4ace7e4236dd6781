import type { Page } from '@playwright/test'
import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

const layer = (page: Page, id: string) =>
  page.locator(`.strata-slide[aria-current="true"] [data-layer-id="${id}"]`)

test.beforeEach(async ({ page }) => {
  await page.goto('/?demo=page-actions')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  // A slide's actions are bound in the write phase after its layers are built: the tests click
  // once the module is ready and two frames have passed, not in between (a click dispatched
  // there on a loaded CI machine found no listener).
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
})

test('an action bound to a button element performs next, then jump to a slide by deep-link name', async ({
  page,
}) => {
  await layer(page, 'btn-next').click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '1')
  await layer(page, 'btn-jump').click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '3')
  await layer(page, 'btn-prev').click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '2')
})

test('a button outside the module, bound through the actions api, jumps to slide 3', async ({
  page,
}) => {
  await page.locator('#page-actions-outside').click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '2')
})

test('clicks within the 19 ms debounce run the action once', async ({ page }) => {
  await layer(page, 'btn-next').evaluate((button) => {
    for (let i = 0; i < 3; i++) button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
  await expect(activeSlide(page)).toHaveAttribute('data-index', '1')
  await page.waitForTimeout(300)
  await expect(activeSlide(page)).toHaveAttribute('data-index', '1')
})

test('toggle class, and play/pause toggles the slideshow', async ({ page }) => {
  await layer(page, 'btn-class').click()
  await expect(layer(page, 'btn-class')).toHaveClass(/demo-highlight/)
  const status = () => page.evaluate(() => window.__slider!.state.slideshow)
  const before = await status()
  await layer(page, 'btn-play').click()
  await expect.poll(status).not.toBe(before)
  await page.screenshot({ path: shotPath('services-page-actions') })
})

test('a javascript: link action is refused with a report entry and nothing runs', async ({
  page,
}) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  const url = page.url()
  await layer(page, 'btn-bad').click()
  await expect(page.getByTestId('report')).toContainText(
    'javascript: links are refused; link ignored',
  )
  expect(page.url()).toBe(url)
  expect(dialogs).toBe(0)
})
