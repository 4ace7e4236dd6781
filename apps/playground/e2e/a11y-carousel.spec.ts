import type { Page } from '@playwright/test'
import type {} from '@strata/carousel'
import { axeViolations, focusBeforeModule, focusedLabel, readout, tabbables } from './a11y-helpers'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

/** Built slides: index, in view by the strip's own geometry, inert, aria-hidden, width, height. */
const slides = (page: Page) =>
  page.evaluate(() => {
    const s = window.__slider!
    const api = s.plugin('carousel')!
    const { span, count, settings } = api.layout()
    const p = api.position()
    const offset = (i: number) => {
      let d = i - p
      if (settings.infinity) d = ((((d + count / 2) % count) + count) % count) - count / 2
      return d
    }
    return [...document.querySelectorAll<HTMLElement>('.strata-slide')].map((el) => {
      const index = Number(el.dataset.index)
      const box = el.getBoundingClientRect()
      return {
        index,
        inView: Math.abs(offset(index)) <= span + 0.5,
        inert: el.hasAttribute('inert'),
        hidden: el.getAttribute('aria-hidden') === 'true',
        width: box.width,
        height: box.height,
      }
    })
  })

/** Every built slide out of view is inert and aria-hidden; those in view are neither. */
async function expectOffViewInert(page: Page) {
  const built = await slides(page)
  expect(built.filter((s) => !s.inView).length).toBeGreaterThan(0)
  for (const s of built) expect(s).toMatchObject({ inert: !s.inView, hidden: !s.inView })
  return built
}

// One page: the carousel fixture without nav() (src/demos/showcase/a11y-data.ts), at 1280 then 375.
test('a carousel without nav: rotation control then the track in tab order, arrow keys step it, slides out of view are inert, no slivers on a phone', async ({
  page,
}) => {
  await page.goto('/?demo=a11y-carousel')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await expect(page.locator('.strata-rotation')).toBeVisible()

  await test.step('tab order: the rotation control, then the focusable track of slides', async () => {
    expect((await tabbables(page)).slice(0, 2)).toEqual([
      'Stop slide rotation',
      'Slides, arrow keys move',
    ])
    await focusBeforeModule(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toBe('Slides, arrow keys move')
  })

  await test.step('the arrow keys step the carousel as the visitor: it pauses, and says so politely', async () => {
    // Focus stopped the rotation, but a change it began just before may still run: a key
    // pressed mid-change is not a step, so the count starts once the strip is at rest.
    await page.waitForFunction(() => !window.__slider!.state.locked)
    const start = (await readout(page)).index
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await readout(page)).index).toBe((start + 1) % 6)
    expect(await readout(page)).toMatchObject({ live: 'polite', slideshow: 'paused' })
    expect((await readout(page)).reasons).toContain('user')
    await expect(page.locator('.strata-announcer')).toContainText(`${((start + 1) % 6) + 1} of 6`)
    await page.waitForFunction(() => !window.__slider!.state.locked)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(async () => (await readout(page)).index).toBe(start)
    await page.waitForFunction(() => !window.__slider!.state.locked)
  })

  await test.step('slides out of view are inert and aria-hidden; three are in view', async () => {
    const built = await expectOffViewInert(page)
    expect(built.filter((s) => s.inView)).toHaveLength(3)
  })

  await test.step('axe-core (WCAG 2.2 AA) finds nothing in the module', async () => {
    expect(await axeViolations(page)).toEqual([])
    await page.locator('.strata-module').screenshot({ path: shotPath('a11y-carousel-1280') })
  })

  await test.step('on a 375 px phone one card is in view, at least half as wide as it is tall', async () => {
    await page.setViewportSize({ width: 375, height: 800 })
    await expect.poll(async () => (await slides(page)).filter((s) => s.inView).length).toBe(1)
    const built = await expectOffViewInert(page)
    const { index } = await readout(page)
    const current = built.find((s) => s.index === index)!
    expect(current.width).toBeGreaterThanOrEqual(current.height / 2 - 1)
    await page.locator('.strata-module').screenshot({ path: shotPath('a11y-carousel-375') })
  })
})

test('the shop’s product carousel: nav’s pause button is the module’s first stop; no slivers at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/?demo=showcase-products')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  // nav() offers its own control: core's stays away, and nav's comes first.
  await expect.poll(async () => (await tabbables(page))[0]).toBe('Pause slideshow')
  await expect(page.locator('.strata-rotation')).toHaveCount(0)
  const built = await slides(page)
  const inView = built.filter((s) => s.inView)
  expect(inView).toHaveLength(1)
  expect(inView[0]!.width).toBeGreaterThanOrEqual(inView[0]!.height / 2 - 1)
  for (const s of built) expect(s).toMatchObject({ inert: !s.inView, hidden: !s.inView })
  expect(await axeViolations(page)).toEqual([])
})
