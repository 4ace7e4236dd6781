import type { Page } from '@playwright/test'
import { contentModule, type Form, L, SKIN, U, unsupportedModule } from './fidelity-content-modules'
import { expect, test } from './fixtures'
import { measureLayers, openGolden } from './golden-measure'
import { shotPath } from './screens'

/**
 * Issue #15 content items in Chromium, on the bare golden page (golden.html, the module the only
 * child of <body>, every layer plugin and the actions service): slide meta placeholders (18),
 * actions by the names exports carry (19), the module's own nav skin at the size and look its CSS
 * gives (20), add-on layers left out (21), and an empty report for valid data, each in a native
 * 7.x module and a migrated 6.7.x one (e2e/fidelity-content-modules.ts).
 */

async function open(page: Page, data: unknown) {
  await openGolden(page, data)
  // Let the first slide's layers enter (in over 400 ms).
  await page.waitForTimeout(800)
}

const report = (page: Page) => page.evaluate(() => window.__golden?.report ?? [])
const index = (page: Page) => page.evaluate(() => window.__golden?.state.index)
/** A layer of the current slide (or a global one). */
const layer = (page: Page, id: number) =>
  page.locator(
    `.strata-slide[aria-current="true"] [data-layer-id="${id}"], .strata-global-slide [data-layer-id="${id}"]`,
  )
const shows = async (page: Page, id: number) =>
  (await page.evaluate(measureLayers, [`${id}`]))[`${id}`] as { visible?: boolean }

/** Waits for slide `n` (0-based) to be current and its layers to have entered. */
async function onSlide(page: Page, n: number) {
  await page.waitForFunction((i) => window.__golden?.state.index === i, n)
  await page.waitForFunction(() => window.__golden?.state.locked === false)
  await page.waitForTimeout(600)
}

/** Border box of an element relative to the module's top-left corner, rounded to 0.5 px. */
const boxOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)
    const root = document.getElementById('module')?.getBoundingClientRect()
    if (!el || !root) return null
    const r = el.getBoundingClientRect()
    const half = (n: number) => Math.round(n * 2) / 2
    const style = getComputedStyle(el)
    return {
      x: half(r.left - root.left),
      y: half(r.top - root.top),
      w: half(r.width),
      h: half(r.height),
      bg: style.backgroundColor,
      radius: style.borderTopLeftRadius,
    }
  }, selector)

for (const form of ['7.x', '6.x'] as Form[]) {
  test.describe(`fidelity content, ${form} module`, () => {
    test.describe.configure({ timeout: 60_000 })

    test('meta placeholders show the slide and follow every slide change; the report is empty', async ({
      page,
    }) => {
      await open(page, contentModule(form))
      await expect(layer(page, L.counter)).toHaveText('1 / 3')
      await expect(layer(page, L.title)).toHaveText('Harbour: Boats at dawn (North pier)')
      await expect(layer(page, L.globalCounter)).toHaveText('Slide 1 of 3 · Harbour')
      await page.evaluate(() => window.__golden?.goTo(1))
      await onSlide(page, 1)
      await expect(layer(page, L.counter)).toHaveText('2 / 3')
      await expect(layer(page, L.globalCounter)).toHaveText('Slide 2 of 3 · Market')
      await page.evaluate(() => window.__golden?.goTo(2))
      await onSlide(page, 2)
      await expect(layer(page, L.title)).toHaveText('Lighthouse: Night watch (Cape)')
      await expect(layer(page, L.globalCounter)).toHaveText('Slide 3 of 3 · Lighthouse')
      expect(await report(page)).toEqual([])
    })

    test("the module's own arrow and bullet skin draws at the size and look its CSS gives", async ({
      page,
    }) => {
      await open(page, contentModule(form))
      const { arrow, bullet } = SKIN[form]
      const prev = await boxOf(page, '.strata-arrow-prev')
      const next = await boxOf(page, '.strata-arrow-next')
      // Placed at x from the module's sides, centred vertically in the 600 px module.
      const top = (600 - arrow.size) / 2
      expect(prev).toMatchObject({ x: arrow.x, y: top, w: arrow.size, h: arrow.size })
      expect(next).toMatchObject({
        x: 1280 - arrow.x - arrow.size,
        y: top,
        w: arrow.size,
        h: arrow.size,
      })
      expect(prev?.bg).toBe(arrow.bg)
      expect(prev?.radius).toBe(arrow.radius)
      // The arrow's mark is the template's own ::before, not Strata's chevron.
      const mark = await page.evaluate(() => {
        const s = getComputedStyle(
          document.querySelector('.strata-arrow-prev') as Element,
          '::before',
        )
        return { w: s.width, borderLeft: s.borderLeftWidth }
      })
      expect(mark.w).toBe(form === '7.x' ? '12px' : '14px')
      // Three dots in a row, `s` apart, in the padded panel, centred at y px from the bottom.
      const dots = await page.evaluate(() =>
        [...document.querySelectorAll('.strata-bullet')].map((b) => {
          const r = b.getBoundingClientRect()
          return {
            x: r.left,
            y: r.top,
            w: r.width,
            h: r.height,
            bg: getComputedStyle(b).backgroundColor,
          }
        }),
      )
      expect(dots).toHaveLength(3)
      for (const d of dots) expect([d.w, d.h]).toEqual([bullet.size, bullet.size])
      expect((dots[1]?.x ?? 0) - (dots[0]?.x ?? 0)).toBe(bullet.size + bullet.gap)
      expect(dots.map((d) => d.y)).toEqual([dots[0]?.y, dots[0]?.y, dots[0]?.y])
      expect(dots[0]?.bg).toBe(bullet.active)
      expect(dots[1]?.bg).toBe('rgba(0, 0, 0, 0)')
      const panelW = 3 * bullet.size + 2 * bullet.gap + 2 * bullet.pad
      const panelH = bullet.size + 2 * bullet.pad
      expect(await boxOf(page, '.strata-bullets')).toMatchObject({
        x: (1280 - panelW) / 2,
        y: 600 - bullet.y - panelH,
        w: panelW,
        h: panelH,
      })
      // The current dot follows the slide.
      await page.locator('.strata-bullet').nth(2).click()
      await onSlide(page, 2)
      const after = await page.evaluate(() =>
        [...document.querySelectorAll('.strata-bullet')].map(
          (b) => getComputedStyle(b).backgroundColor,
        ),
      )
      expect(after).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', bullet.active])
      await page.screenshot({ path: shotPath(`fidelity-content-nav-${form}`) })
      expect(await report(page)).toEqual([])
    })

    test('actions by the names exports carry: next, prev, jump to slide, toggle slideshow, scroll below, toggle layer', async ({
      page,
    }) => {
      await open(page, contentModule(form))
      await layer(page, L.next).click()
      await onSlide(page, 1)
      await layer(page, L.back).click()
      await onSlide(page, 0)
      await layer(page, L.last).click()
      await onSlide(page, 2)
      expect(await index(page)).toBe(2)
      await page.evaluate(() => window.__golden?.goTo(0))
      await onSlide(page, 0)
      // The golden page pauses the slideshow once ready: the button starts it again, then stops it.
      const show = () => page.evaluate(() => window.__golden?.state.slideshow)
      expect(await show()).toBe('paused')
      await layer(page, L.toggleShow).click()
      await expect.poll(show).toBe('running')
      await layer(page, L.toggleShow).click()
      await expect.poll(show).toBe('paused')
      // Toggle layer hides the note.
      expect((await shows(page, L.note)).visible).toBe(true)
      await layer(page, L.hideNote).click()
      await expect.poll(async () => (await shows(page, L.note)).visible).toBe(false)
      // Scroll below: the page scrolls to the module's bottom edge (600 px).
      await page.addStyleTag({ content: 'body{min-height:3000px}' })
      await layer(page, L.below).click()
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600)
      expect(await report(page)).toEqual([])
    })

    test('start layer plays the entrance of a card that waits for it', async ({ page }) => {
      await open(page, contentModule(form))
      // Waiting frames (item 13): the card stays hidden until the action starts it.
      expect((await shows(page, L.card)).visible).toBe(false)
      await layer(page, L.showCard).click()
      await expect.poll(async () => (await shows(page, L.card)).visible).toBe(true)
      expect(await report(page)).toEqual([])
    })
  })
}

test.describe('fidelity content: what Strata does not draw or run yet', () => {
  test('add-on layers take no space and are one report entry; an unknown action is one entry, once', async ({
    page,
  }) => {
    await open(page, unsupportedModule())
    const ids = [U.above, U.wave, U.below, U.freeWave].map(String)
    const boxes = await page.evaluate(measureLayers, ids)
    expect(boxes[U.wave]).toEqual({ missing: true })
    expect(boxes[U.freeWave]).toEqual({ missing: true })
    const above = boxes[U.above] as { y: number; h: number; visible: boolean }
    const below = boxes[U.below] as { y: number; h: number; visible: boolean }
    expect(above.visible && below.visible).toBe(true)
    // The text after the left-out wave starts where the text before it ends.
    expect(below.y).toBe(above.y + above.h)
    await page.locator(`[data-layer-id="${U.fly}"]`).first().click()
    await page.evaluate(() => window.__golden?.goTo(1))
    await onSlide(page, 1)
    await layer(page, U.fly).click()
    await page.evaluate(() => window.__golden?.goTo(0))
    await onSlide(page, 0)
    expect(await report(page)).toEqual([
      {
        path: 'slides.201.layers.44.type',
        message: 'not supported yet: add-on layer "particlewave"; such layers are left out',
      },
      { path: 'slides.201.slide.actions.0.a', message: 'unknown action "launchConfetti"; ignored' },
    ])
    expect(await index(page)).toBe(0)
  })
})
