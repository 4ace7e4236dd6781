import { expect, test } from './embed-pages'

declare global {
  interface Window {
    /** Each `decode()` call: the image's address and the slide shown when it was made. */
    __decodes: Array<{ src: string; current: string | undefined }>
  }
}

// Issue #25 (docs/performance.md, "Fifty-eighth session"): a slide out of view has its
// background image and its image layers decoded as soon as they load, off the main thread, so
// the frame that first shows the slide does not wait for a decode (a background) or draw the
// slide without its image (an image layer, decoded asynchronously). The slide in view is not
// decoded ahead: it decodes as it paints.
test('images of a slide out of view are decoded once loaded, the shown slide’s are not', async ({
  page,
  embedUrl,
}) => {
  await page.addInitScript(() => {
    window.__decodes = []
    const decode = HTMLImageElement.prototype.decode
    HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
      const shown = document.querySelector<HTMLElement>('#hero .strata-slide[aria-current="true"]')
      window.__decodes.push({ src: this.src, current: shown?.dataset.index })
      return decode.call(this)
    }
  })
  await page.goto(`${embedUrl}/first-image.html`)
  const second = page.locator('#hero .strata-slide[data-index="1"]')
  await expect(second.locator('[data-layer-id="pic"]')).toHaveAttribute('data-state', 'done')
  await expect(second.locator(':scope > .strata-bg')).toHaveCSS('background-image', /bg-2\.svg/)
  await expect(second).toHaveAttribute('inert', '')
  await expect
    .poll(() => page.evaluate(() => window.__decodes.map((d) => d.src.replace(/^.*\//, '')).sort()))
    .toEqual(['bg-2.svg', 'pic-2.svg'])
  // Asked while the first slide was shown, the second out of view.
  const made = await page.evaluate(() => window.__decodes.map((d) => d.current))
  expect(made).toEqual(['0', '0'])
  // Shown, the second slide draws its images; nothing more was decoded ahead.
  await page.evaluate(() => (window as unknown as { hero: { goTo(i: number): void } }).hero.goTo(1))
  await expect(second).toHaveAttribute('aria-current', 'true')
  await expect(second.locator('[data-layer-id="pic"] img')).toHaveJSProperty('complete', true)
  expect(await page.evaluate(() => window.__decodes.length)).toBe(2)
})
