import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

test('max visible m: tabs are capped by space on a narrow page; arrow keys slide every tab into view', async ({
  page,
}) => {
  await page.goto('/?demo=nav-skins')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  const tabs = page.locator('.strata-tabs').getByRole('tab')
  const visible = page.locator('.strata-tab[data-visible="true"]')
  await expect(tabs).toHaveCount(5)
  await expect(visible).toHaveCount(5)
  // 150 px tabs with 6 px gaps and 5 px wrapper padding: two fit in a 360 px module.
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(visible).toHaveCount(2)
  const module = (await page.locator('.strata-module').boundingBox())!
  const box = (await page.locator('.strata-tabs').boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(module.x)
  expect(box.x + box.width).toBeLessThanOrEqual(module.x + module.width + 0.5)

  // Every tab is still in the tablist: the keyboard reaches the last one and the window follows.
  await tabs.first().focus()
  await page.keyboard.press('End')
  const last = tabs.last()
  await expect(last).toBeFocused()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '4')
  await expect(last).toHaveAttribute('data-visible', 'true')
  await expect(last).toHaveAttribute('aria-selected', 'true')
  // The strip settles (transform transition) with the last tab inside the tabs' box.
  await expect
    .poll(async () => {
      const tab = (await last.boundingBox())!
      return tab.x + tab.width <= box.x + box.width + 0.5 && tab.x >= box.x
    })
    .toBe(true)
  await page.locator('.strata-module').screenshot({ path: shotPath('nav-tabs-narrow') })
  await page.keyboard.press('ArrowRight')
  await expect(tabs.first()).toBeFocused()
  await expect(tabs.first()).toHaveAttribute('data-visible', 'true')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
})
