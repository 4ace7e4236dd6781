import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { dialog, fixtureUrl, heroReady, shown, warnings } from './modal-helpers'
import { shotPath } from './screens'

const open = async (page: import('@playwright/test').Page) => {
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('promo:open')))
  await shown(page)
}

test('the open pop-up: centred over a full-screen underlay, the page behind inert, axe finds no violation', async ({
  page,
}) => {
  const said = warnings(page)
  await page.goto(fixtureUrl({ trigger: 'e:promo:open;pS:true' }))
  await heroReady(page)
  await page.locator('#open-by-alias').focus()
  await open(page)
  const box = await dialog(page).boundingBox()
  expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 800 })
  const wrapper = await dialog(page).locator('.strata-modal-wrapper').boundingBox()
  if (!wrapper) throw new Error('no wrapper box')
  expect(wrapper.width).toBe(720)
  expect(Math.abs(wrapper.x + wrapper.width / 2 - 640)).toBeLessThanOrEqual(1)
  expect(Math.abs(wrapper.y + wrapper.height / 2 - 400)).toBeLessThanOrEqual(1)
  await expect(dialog(page).locator('.strata-slide[aria-current="true"]')).toContainText(
    'Summer offer',
  )
  // pS: the page does not scroll behind it.
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
  // Inert behind: a click on the page's button does not reach it (the underlay takes it).
  expect(
    await page.evaluate(() => {
      const el = document.elementFromPoint(5, 5)
      return el?.closest('dialog') !== null
    }),
  ).toBe(true)
  // One frame, one run (legacy mode): the page has no iframes to walk.
  const result = await new AxeBuilder({ page })
    .include('dialog.strata-modal')
    .setLegacyMode(true)
    .analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  // Closed, the pop-up kept its width: core never measured a zero-size module.
  expect(said.filter((w) => w.includes('no width'))).toEqual([])
})

test('Esc, a click on the underlay and the close control close it; focus is trapped and returned', async ({
  page,
}) => {
  await page.goto(fixtureUrl({ trigger: 'e:promo:open;sp:200' }))
  await heroReady(page)
  const opener = page.locator('#open-by-alias')
  const cycle: string[] = []
  for (const how of ['Escape', 'underlay', 'close']) {
    await opener.focus()
    await open(page)
    // Focus moves into the module.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    if (how === 'Escape') {
      // Tab cycles inside: forward past the last control comes back to the first, and back.
      const seen = new Set<string>()
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        const where = await page.evaluate(() => {
          const a = document.activeElement
          return a?.closest('dialog') ? a.className || a.tagName : `outside ${a?.tagName}`
        })
        seen.add(where)
      }
      cycle.push(...seen)
      await page.keyboard.press('Shift+Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
      await page.keyboard.press('Escape')
    } else if (how === 'underlay') await page.mouse.click(10, 400)
    else await dialog(page).locator('.strata-modal-close').click()
    await expect(dialog(page), how).not.toHaveAttribute('open')
    await expect(opener, `focus returned after ${how}`).toBeFocused()
  }
  expect(cycle.filter((c) => c.startsWith('outside'))).toEqual([])
  expect(cycle.length).toBeGreaterThan(1)
})

test('the shop page: one module until the journal scrolls to half the window, then the promotion loads by alias and pops up', async ({
  page,
}) => {
  await page.goto('/?demo=modal-promo')
  await expect(page.locator('.strata-module')).toHaveCount(1)
  await expect(page.locator('[data-layer-id="offer"]')).toBeVisible()
  await page.locator('#journal').evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200)
  })
  await shown(page)
  await expect(dialog(page)).toHaveAttribute('aria-label', 'Summer offer')
  await expect(dialog(page).locator('.strata-slide[aria-current="true"]')).toContainText(
    'Summer offer',
  )
  await page.screenshot({ path: shotPath('modal-promo') })
})
