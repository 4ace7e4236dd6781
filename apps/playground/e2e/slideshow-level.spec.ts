import type { Page } from '@playwright/test'
import type { Raw } from './fidelity-measure'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'

/**
 * The slideshow follows the navigable slides as the device level changes (docs/behaviour.md
 * §4.2 "With one navigable slide, nothing runs"): slides hidden on mobile (`hom`) leave one to
 * show on a phone, and widening brings the others back. Before, a module opened on a phone never
 * rotated once widened: its count was taken only at a pause, a resume or a change.
 */
const five = (v: number) => [v, v, v, v, v]
const COLOURS = ['#264653', '#2a9d8f', '#8a5a00']

/** Three plain slides of 700 ms, the second and third hidden on mobile (480 px grid, below 600). */
const module: Raw = {
  settings: {
    title: 'Rotation by level',
    size: { width: [1240, 1024, 778, 600, 480], height: five(300) },
    slideshow: { auto: true, stopOnHover: false, len: 700 },
  },
  slides: Object.fromEntries(
    COLOURS.map((colour, i) => [
      i + 1,
      {
        id: i + 1,
        slide: { title: `Slide ${i + 1}`, slideshow: { hom: i > 0, len: 700 } },
        layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { color: colour } } },
      },
    ]),
  ),
}

/** The indices the slider showed, as `slide:after` reports them, from now on. */
async function watchShown(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __shown: number[] }
    w.__shown = []
    window.__golden?.on('slide:after', ({ index }) => w.__shown.push(index))
  })
  return () => page.evaluate(() => (window as unknown as { __shown: number[] }).__shown)
}

test('opened on a phone with one slide to show, it rotates once widened and stops when narrowed', async ({
  page,
  consoleErrors,
}) => {
  await openGolden(page, module, { width: 375, height: 700 })
  // The golden page holds its slideshow (paused with 'api') to measure at rest: play it.
  await page.evaluate(() => window.__golden?.resume())
  const shown = await watchShown(page)
  // Three slides' time: nothing to go to.
  await page.waitForTimeout(2100)
  expect(await shown()).toEqual([])
  expect(await page.evaluate(() => window.__golden?.state.index)).toBe(0)

  await page.setViewportSize({ width: 1280, height: 700 })
  // 700 ms a slide: a few changes within 5 s, through the slides hidden on mobile.
  await expect.poll(() => shown(), { timeout: 5000 }).toEqual(expect.arrayContaining([1, 2]))

  // Narrowed as slide 1 (the only one left to show) has just come, the rotation stops there.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const off = window.__golden?.on('slide:after', ({ index }) => {
          if (index !== 0) return
          off?.()
          resolve()
        })
      }),
  )
  await page.setViewportSize({ width: 375, height: 700 })
  const count = (await shown()).length
  await page.waitForTimeout(2100)
  expect((await shown()).slice(count)).toEqual([])
  expect(await page.evaluate(() => window.__golden?.state.index)).toBe(0)
  expect(await page.evaluate(() => window.__golden?.report)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('narrowed while a slide hidden on mobile shows, the slide a phone can show takes its place', async ({
  page,
  consoleErrors,
}) => {
  await openGolden(page, module, { width: 1280, height: 700 })
  await page.evaluate(() => window.__golden?.resume())
  // Narrowed as slide 2 (hidden on mobile) has just come.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const off = window.__golden?.on('slide:after', ({ index }) => {
          if (index !== 1) return
          off?.()
          resolve()
        })
      }),
  )
  await page.setViewportSize({ width: 375, height: 700 })
  await expect
    .poll(() => page.evaluate(() => window.__golden?.state.index), { timeout: 3000 })
    .toBe(0)
  const shown = await watchShown(page)
  await page.waitForTimeout(2100)
  // Slide 1 is the only one to show: it stays, and slide 2 is out of view.
  expect(await shown()).toEqual([])
  await expect(page.locator('.strata-slide[data-slide-id="2"]')).toBeHidden()
  await expect(page.locator('.strata-slide[data-slide-id="1"]')).toBeVisible()
  expect(await page.evaluate(() => window.__golden?.report)).toEqual([])
  expect(consoleErrors).toEqual([])
})
