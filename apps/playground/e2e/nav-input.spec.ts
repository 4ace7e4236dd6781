import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

async function open(page: Page) {
  await page.goto('/?demo=nav-input')
  await page.waitForFunction(() => window.__navSlider !== undefined)
  await page.evaluate(() => window.__navSlider!.ready)
  // Only the slides the test's input brings count, not the first one shown.
  await page.evaluate(() => {
    window.__navSlides!.length = 0
  })
}
const slides = (page: Page) => page.evaluate(() => [...(window.__navSlides ?? [])])
const current = (page: Page) => page.evaluate(() => window.__navSlider!.state.index)
const centre = async (page: Page) => {
  const b = (await page.locator('.strata-module').boundingBox())!
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, width: b.width }
}

test('mouse drag: a fast short drag does not count, a long one does', async ({ page }) => {
  await open(page)
  const c = await centre(page)
  // 40 px in about 50 ms: under 130 ms and under 10% of the width.
  await page.mouse.move(c.x, c.y)
  await page.mouse.down()
  await page.mouse.move(c.x - 40, c.y, { steps: 2 })
  await page.mouse.up()
  await page.waitForTimeout(300)
  expect(await current(page)).toBe(0)
  // 300 px over about 300 ms: a step forward.
  await page.mouse.move(c.x + 150, c.y)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(c.x + 150 - i * 30, c.y)
    await page.waitForTimeout(30)
  }
  await page.mouse.up()
  await expect.poll(() => current(page)).toBe(1)
})

test('touch swipe: a fast short swipe does not count, a long one does', async ({ page }) => {
  await open(page)
  const c = await centre(page)
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x, y: c.y, id: 1 }],
    })
  await touch('touchStart', c.x)
  await touch('touchMove', c.x - 20)
  await touch('touchMove', c.x - 40)
  await touch('touchEnd')
  await page.waitForTimeout(300)
  expect(await current(page)).toBe(0)

  await touch('touchStart', c.x + 150)
  for (let i = 1; i <= 10; i++) {
    await touch('touchMove', c.x + 150 - i * 30)
    await page.waitForTimeout(30)
  }
  await touch('touchEnd')
  await expect.poll(() => current(page)).toBe(1)
  // The slider does not block vertical page scrolling.
  await expect(page.locator('.strata-stage')).toHaveCSS('touch-action', 'pan-y pinch-zoom')
})

test('wheel: one step per 1500 ms cooldown; at the last slide the page scrolls on', async ({
  page,
}) => {
  await open(page)
  const c = await centre(page)
  await page.mouse.move(c.x, c.y)
  await page.mouse.wheel(0, 120)
  await page.waitForTimeout(200)
  await page.mouse.wheel(0, 120)
  await page.waitForTimeout(200)
  await page.mouse.wheel(0, 120)
  await expect.poll(() => slides(page)).toEqual([1])
  await page.waitForTimeout(1300)
  expect(await slides(page)).toEqual([1])
  await page.mouse.wheel(0, 120)
  await expect.poll(() => slides(page)).toEqual([1, 2])

  // At the last slide, with no wheel loop, the wheel belongs to the page again.
  await page.evaluate(() => window.__navSlider!.goTo(4))
  await expect.poll(() => current(page)).toBe(4)
  await page.waitForTimeout(1600)
  const before = await page.evaluate(() => window.scrollY)
  const c2 = await centre(page)
  await page.mouse.move(c2.x, c2.y)
  await page.mouse.wheel(0, 200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
  expect(await current(page)).toBe(4)
})

test('keyboard: arrow keys step once per 500 ms when the module has focus or is the only one in view', async ({
  page,
}) => {
  await open(page)
  await page.getByRole('button', { name: 'Next slide' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => slides(page)).toEqual([1])
  await page.waitForTimeout(1200)
  expect(await slides(page)).toEqual([1])
  // Nothing focused: this is the page's only module in view, so the keys still work.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => slides(page)).toEqual([1, 0])
  // Typing in a field is never navigation.
  await page.waitForTimeout(600)
  await page.evaluate(() => {
    const input = document.createElement('input')
    input.id = 'nav-probe'
    document.body.prepend(input)
  })
  await page.locator('#nav-probe').focus()
  await page.keyboard.press('ArrowRight')
  await page.waitForTimeout(300)
  expect(await slides(page)).toEqual([1, 0])
})
