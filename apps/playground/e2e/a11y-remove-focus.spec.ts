import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'
import { shotPath } from './screens'

/**
 * `slider.removeSlide` with focus on a nav control (docs/behaviour.md §4): nav draws its controls
 * again for the slides left, and the control that had focus goes with them. Focus must not fall
 * to the page's body (a keyboard visitor would start again from the page's top): it goes to the
 * control of the same kind for the same slide, or, for the removed slide's, the one now in its
 * place (packages/core/src/navigation/keep-focus.ts).
 */

const five = (v: number) => [v, v, v, v, v]
const COLOURS = ['#264653', '#2a9d8f', '#8a5a00', '#9c3d1a', '#6d3b74', '#3d5a80']

/** Six plain slides, as exports write them, each with its thumbnail; arrows, bullets, thumbnails. */
const module = {
  settings: {
    title: 'Focus across a removal',
    size: { width: five(960), height: five(400) },
    slideshow: { auto: false },
    nav: { arrows: { set: true }, bullets: { set: true }, thumbs: { set: true, m: 4 } },
  },
  slides: Object.fromEntries(
    COLOURS.map((colour, i) => [
      i + 1,
      {
        id: i + 1,
        slide: { title: `Slide ${i + 1}`, thumb: `/__focus/${i}.svg` },
        layers: {
          0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { color: colour } },
        },
      },
    ]),
  ),
}

/** The focused element: its first class and the slide it names, or where focus is instead. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'the body'
    return `${el.classList[0]} ${el.dataset.index ?? el.classList[1] ?? ''}`
  })

const remove = (page: Page, index: number) =>
  page.evaluate(async (i) => {
    const slider = window.__golden!
    const count = slider.state.count
    slider.removeSlide(i)
    while (slider.state.count === count) await new Promise((r) => setTimeout(r, 10))
  }, index)

test('a nav control with focus keeps it across removeSlide: same slide, same kind', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/__focus\/\d\.svg$/, (route) => {
    const colour = COLOURS[Number(/(\d)\.svg$/.exec(route.request().url())?.[1])]
    const body = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><rect width="160" height="80" fill="${colour}"/></svg>`
    return route.fulfill({ contentType: 'image/svg+xml', body })
  })
  await openGolden(page, module, { width: 1280, height: 800 })
  await expect(page.locator('.strata-thumb')).toHaveCount(6)

  // The bullet of slide 4 (index 3); slide 2 goes: it is the bullet at index 2 now.
  await page.locator('.strata-bullet[data-index="3"]').focus()
  await remove(page, 1)
  await expect.poll(() => focused(page)).toBe('strata-bullet 2')
  await expect(page.locator('.strata-bullet')).toHaveCount(5)
  // The visitor goes on from there: Enter shows that slide (the export's slide 4).
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__golden!.state.index)).toBe(2)
  await expect(page.locator('.strata-slide[aria-current="true"]')).toHaveAttribute(
    'data-slide-id',
    '4',
  )

  // The shown slide's own bullet, its slide removed: the next slide's, now in its place.
  await remove(page, 2)
  await expect.poll(() => focused(page)).toBe('strata-bullet 2')

  // A thumbnail (a kind whose code loads on demand, drawn again once it is in hand).
  await page.locator('.strata-thumb[data-index="3"]').focus()
  await remove(page, 0)
  await expect.poll(() => focused(page)).toBe('strata-thumb 2')
  await expect(page.locator('.strata-thumb')).toHaveCount(3)
  // Given without scrolling: the clipped strip stays where nav puts it.
  expect(await page.locator('.strata-thumbs').evaluate((strip) => strip.scrollLeft)).toBe(0)

  // An arrow names no slide: the same arrow.
  await page.locator('.strata-arrow-next').focus()
  await remove(page, 0)
  await expect.poll(() => focused(page)).toBe('strata-arrow strata-arrow-next')
  await page.screenshot({ path: shotPath('a11y-remove-focus') })
  expect(await page.evaluate(() => window.__golden!.report)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('focus inside the removed slide goes to the module’s region, and Tab goes on from there', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/__focus\/\d\.svg$/, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
  )
  await openGolden(page, module, { width: 1280, height: 800 })
  // A control of the slide's own (as a button layer is): the visitor is on it.
  await page.evaluate(() => {
    const slide = document.querySelector('.strata-slide[aria-current="true"]')
    const button = document.createElement('button')
    button.textContent = 'Read more'
    slide?.append(button)
    button.focus()
  })
  await remove(page, 0)
  const region = page.locator('.strata-module').first()
  await expect(region).toBeFocused()
  await expect(region).toHaveAttribute('role', 'region')
  await expect(region).toHaveAttribute('tabindex', '-1')
  // The next slide shows in its place; Tab reaches the module's first control, and the region
  // is no Tab stop once focus left it.
  await expect(page.locator('.strata-slide[aria-current="true"]')).toHaveAttribute(
    'data-slide-id',
    '2',
  )
  await page.keyboard.press('Tab')
  expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await expect(region).not.toBeFocused()
  await expect(region).not.toHaveAttribute('tabindex', /.*/)
  expect(await page.evaluate(() => window.__golden!.report)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a bullet with focus when one slide is left: nav draws nothing, the region takes focus', async ({
  page,
  consoleErrors,
}) => {
  const two = { ...module, slides: { 1: module.slides[1], 2: module.slides[2] } }
  await openGolden(page, two, { width: 1280, height: 800 })
  await expect(page.locator('.strata-thumb')).toHaveCount(2)
  await page.locator('.strata-bullet[data-index="1"]').focus()
  await remove(page, 1)
  // A module of one slide has no controls (docs/behaviour.md §4.1); the bullet's place is never
  // filled, so after FOCUS_WAIT (1,000 ms) focus goes to the module's region, not the body.
  await expect(page.locator('.strata-nav')).toHaveCount(0)
  const region = page.locator('.strata-module').first()
  await expect(region).toBeFocused()
  await expect(region).toHaveAttribute('tabindex', '-1')
  expect(await page.evaluate(() => window.__golden!.report)).toEqual([])
  expect(consoleErrors).toEqual([])
})
