import { WIDTHS } from './fidelity-measure'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'
import { shotPath } from './screens'

/**
 * A module of one slide (a hero) with every control turned on in its data: nav draws none, since
 * none would lead anywhere, and takes no keys from the page (docs/behaviour.md §4.1). Before,
 * its arrows, bullets, tabs, thumbnails, scrubber and progress bar were drawn over the hero.
 */
const five = (v: number) => [v, v, v, v, v]
const hero = {
  settings: {
    title: 'One slide',
    size: { width: five(960), height: five(400) },
    slideshow: { auto: true },
    pbar: { set: true },
    nav: {
      arrows: { set: true },
      bullets: { set: true },
      tabs: { set: true },
      thumbs: { set: true },
      scrubber: { set: true },
      keyboard: { set: true },
      s: { use: true, desk: true },
    },
  },
  slides: {
    1: {
      id: 1,
      slide: { title: 'Hero' },
      layers: {
        0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { color: '#264653' } },
        1: { id: 1, type: 'text', content: { text: 'Welcome' }, size: { w: five(300) } },
      },
    },
  },
}

for (const [name, viewport] of Object.entries(WIDTHS))
  test(`${name}: a module of one slide shows its slide and no controls`, async ({
    page,
    consoleErrors,
  }) => {
    await openGolden(page, hero, viewport)
    const module = page.locator('.strata-module').first()
    await expect(page.locator('.strata-slide[aria-current="true"]')).toBeVisible()
    await expect(page.getByText('Welcome')).toBeVisible()
    await expect(page.locator('.strata-nav')).toHaveCount(0)
    await expect(module.locator('button, input')).toHaveCount(0)
    await module.screenshot({ path: shotPath(`nav-one-slide-${name}`) })
    // A page wider than the window: an arrow key left to the page scrolls it.
    await page.evaluate(() => {
      const wide = document.createElement('div')
      wide.style.cssText = 'width: 300vw; height: 1px'
      document.body.append(wide)
    })
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.evaluate(() => scrollX)).toBeGreaterThan(0)
    expect(await page.evaluate(() => window.__golden!.report)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
