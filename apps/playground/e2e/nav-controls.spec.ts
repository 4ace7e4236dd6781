import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import { activeSlide, expect, test } from './fixtures'
import { adoptedRules } from './policy'
import { shotPath } from './screens'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

test('clicking arrows, bullets and thumbnails lands on the right slide', async ({ page }) => {
  await page.goto('/?demo=nav-all')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await page.getByRole('button', { name: 'Next slide' }).click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '1')
  // A visitor's request pauses the slideshow (APG carousel pattern): the button says so.
  await expect(page.locator('.strata-play')).toHaveAttribute('aria-label', 'Play slideshow')
  await page.getByRole('button', { name: 'Previous slide' }).click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')

  const bullet = page.locator('.strata-bullet').nth(3)
  await bullet.click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '3')
  await expect(bullet).toHaveAttribute('aria-current', 'true')

  const thumb = page
    .getByRole('button', { name: 'Slide 5: Slide 5' })
    .and(page.locator('.strata-thumb'))
  await thumb.click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '4')
  // The strip keeps the current thumbnail in view, as centred as the ends allow (3..7 of 8).
  await expect(page.locator('.strata-thumb[data-visible="true"]')).toHaveText(['', '', '', '', ''])
  const shown = await page
    .locator('.strata-thumb[data-visible="true"] img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt.split(':')[0]))
  expect(shown).toEqual(['Slide 3', 'Slide 4', 'Slide 5', 'Slide 6', 'Slide 7'])
  // Nothing scrolled the clipped strip (focus on a thumb must not shift it).
  expect(await page.locator('.strata-thumbs').evaluate((b) => b.scrollLeft)).toBe(0)
  await expect(thumb).toHaveAttribute('aria-current', 'true')
  await expect(thumb.locator('img')).toHaveAttribute('alt', 'Slide 5: Slide 5')
  await page.locator('.strata-module').screenshot({ path: shotPath('nav-all') })
})

test('bullets are operable by keyboard with a visible focus ring', async ({ page }) => {
  await page.goto('/?demo=nav-all')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  const bullet = page.locator('.strata-bullet').nth(2)
  await bullet.focus()
  await page.keyboard.press('Enter')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '2')
  const outline = await bullet.evaluate((b) => getComputedStyle(b).outlineStyle)
  expect(outline).toBe('solid')
})

test('the pause/play button stops and restarts the slideshow', async ({ page }) => {
  await page.goto('/?demo=nav-all')
  const play = page.locator('.strata-play')
  await expect(play).toHaveAttribute('aria-label', 'Pause slideshow')
  await play.click()
  await expect(play).toHaveAttribute('aria-label', 'Play slideshow')
  await play.click()
  await expect(play).toHaveAttribute('aria-label', 'Pause slideshow')
})

test('tabs and the scrubber land on the right slide; skins render with placeholders filled', async ({
  page,
}) => {
  await page.goto('/?demo=nav-skins')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  // The cw ring fills with the slideshow (a clip-path wedge, animated by the browser) before
  // anyone touches it: its wedge's last point leaves 12 o'clock and goes round clockwise.
  const ring = page.locator('.strata-pbar-cw')
  await expect(ring.locator('.strata-pbar-fill')).toHaveCSS('clip-path', /^polygon/)
  const edgeDegrees = () =>
    ring.locator('.strata-pbar-fill').evaluate((el) => {
      const [x = 50, y = 50] = (
        /([-\d.]+)% ([-\d.]+)%\)$/.exec(getComputedStyle(el).clipPath) ?? []
      )
        .slice(1)
        .map(Number)
      // Clockwise from 12 o'clock, 0 to 360.
      return ((Math.atan2(x - 50, 50 - y) * 180) / Math.PI + 360) % 360
    })
  await expect.poll(edgeDegrees).toBeGreaterThan(5)
  await page.locator('.strata-module').screenshot({ path: shotPath('nav-skins-ring') })
  const tab = page.getByRole('tab', { name: /Slide 3/ })
  await tab.click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '2')
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  // The tab template's {{title}} and {{description}} placeholders.
  await expect(tab).toContainText('Slide 3Chapter 3 of the tour')

  // The arrows' HTML template: ##dir## from the skin, {{title}} of the slide they lead to.
  const next = page.getByRole('button', { name: 'Next slide' })
  await expect(next).toHaveText('NextSlide 4')
  await expect(page.getByRole('button', { name: 'Previous slide' })).toHaveText('PreviousSlide 2')
  // cst's colour object wins over def; def fills the rest.
  await expect(next).toHaveCSS('background-color', 'rgba(20, 40, 90, 0.85)')
  await expect(next).toHaveCSS('min-width', '120px')
  await expect(page.locator('.strata-bullet').first()).toHaveCSS(
    'border-top-color',
    'rgb(255, 209, 102)',
  )
  // Nav's CSS is the module's own adopted sheet (a `<style>` a strict style policy refuses).
  const css = (await adoptedRules(page)).join('\n')
  expect(css).toContain('.strata-nav {')
  expect(css).not.toContain('##')

  // Scrubber extras: ms length, hp padding, pa panel colour (computed, from custom properties).
  const scrubber = page.getByRole('slider', { name: 'Slide' })
  await expect(scrubber).toHaveCSS('width', '360px')
  await expect(scrubber).toHaveCSS('padding-left', '10px')
  await expect(scrubber).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.45)')
  await scrubber.fill('4')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '4')
  await page.locator('.strata-module').screenshot({ path: shotPath('nav-skins') })
})

test('thumbnails are capped by max on a wide page and by space on a narrow one', async ({
  page,
}) => {
  await page.goto('/?demo=nav-all')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  const visible = page.locator('.strata-thumb[data-visible="true"]')
  await expect(visible).toHaveCount(5)
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(visible).toHaveCount(3)
  // The visible ones fit inside the module.
  const module = (await page.locator('.strata-module').boundingBox())!
  const box = (await page.locator('.strata-thumbs').boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(module.x)
  expect(box.x + box.width).toBeLessThanOrEqual(module.x + module.width + 0.5)
  await page.locator('.strata-module').screenshot({ path: shotPath('nav-thumbs-narrow') })
})

test('axe-core reports no violations on the nav demo', async ({ page }) => {
  await page.goto('/?demo=nav-all')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document): Promise<AxeResults> } }).axe
    const result = await axe.run(document)
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
  })
  expect(violations).toEqual([])
})
