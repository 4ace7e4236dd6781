import {
  axeViolations,
  focusBeforeModule,
  focusedLabel,
  readout,
  rotatesFrom,
  tabbables,
} from './a11y-helpers'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

const STOP = 'Stop slide rotation'
const START = 'Start slide rotation'

// One page, as a keyboard and screen-reader visitor meets it: a standard module without nav()
// that rotates every 2 s and stops on hover (src/demos/showcase/a11y-data.ts).
test('a rotating module without nav: rotation control first, focus and hover stop rotation, the live region is off only while it rotates, slides out of view are inert', async ({
  page,
}) => {
  await page.goto('/?demo=a11y-rotation')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  const control = page.locator('.strata-rotation')
  await expect(control).toBeVisible()

  await test.step('the region is named by the title, never the alias slug', async () => {
    await expect(page.getByRole('region', { name: 'Autumn offers' })).toHaveCount(1)
    await expect(page.locator('.strata-module')).not.toHaveAttribute('aria-label', /fixture/)
  })

  await test.step('while it rotates, the live region is off', async () => {
    expect(await readout(page)).toMatchObject({ live: 'off', slideshow: 'running', reasons: [] })
    await rotatesFrom(page, 0)
  })

  await test.step('slides out of view are inert and hidden from assistive technology', async () => {
    const slides = await page.locator('.strata-slide').evaluateAll((els) =>
      els.map((el) => ({
        current: el.getAttribute('aria-current') === 'true',
        inert: el.hasAttribute('inert'),
        hidden: el.getAttribute('aria-hidden') === 'true',
      })),
    )
    expect(slides.length).toBeGreaterThan(1)
    for (const slide of slides)
      expect(slide).toEqual({
        current: slide.current,
        inert: !slide.current,
        hidden: !slide.current,
      })
  })

  await test.step('the rotation control is the first element of the module in tab order', async () => {
    expect((await tabbables(page))[0]).toBe(STOP)
    const before = await focusBeforeModule(page)
    await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toBe(STOP)
    // Focus inside holds the rotation (its label still offers Stop); the live region is polite.
    await expect
      .poll(() => readout(page))
      .toMatchObject({
        live: 'polite',
        slideshow: 'paused',
        reasons: ['focus'],
      })
    await page.keyboard.press('Shift+Tab')
    await expect(before).toBeFocused()
    await expect.poll(() => readout(page)).toMatchObject({ live: 'off', slideshow: 'running' })
  })

  await test.step('its label flips with what a press will do; a visitor’s stop outlasts focus leaving', async () => {
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(control).toHaveAttribute('aria-label', START)
    await page.keyboard.press('Shift+Tab')
    const after = await readout(page)
    expect(after).toMatchObject({ live: 'polite', slideshow: 'paused' })
    expect(after.reasons).not.toContain('focus')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(control).toHaveAttribute('aria-label', STOP)
    // The visitor asked for rotation where they are: it runs with focus on the control.
    await expect.poll(() => readout(page)).toMatchObject({ live: 'off', slideshow: 'running' })
    await rotatesFrom(page, after.index)
    await page.locator('#before-module').evaluate((b) => b.remove())
  })

  await test.step('the pointer over the module stops the rotation; leaving resumes it', async () => {
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement)?.blur())
    const box = (await page.locator('.strata-module').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect
      .poll(() => readout(page))
      .toMatchObject({
        live: 'polite',
        slideshow: 'paused',
        reasons: ['hover'],
      })
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200)
    await expect.poll(() => readout(page)).toMatchObject({ live: 'off', slideshow: 'running' })
  })

  await test.step('a visitor’s navigation is announced politely', async () => {
    await page.evaluate(() => window.__slider!.goTo(2, { user: true }))
    await expect(page.locator('.strata-announcer')).toHaveText('3 of 3: Lakeside cabins')
    expect(await readout(page)).toMatchObject({
      live: 'polite',
      slideshow: 'paused',
      reasons: ['user'],
    })
    await expect(control).toHaveAttribute('aria-label', START)
  })

  await test.step('axe-core (WCAG 2.2 AA) finds nothing in the module', async () => {
    expect(await axeViolations(page)).toEqual([])
    await page.locator('.strata-module').screenshot({ path: shotPath('a11y-rotation') })
  })
})
