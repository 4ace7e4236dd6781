import { expect, test } from './embed-pages'

declare global {
  interface Window {
    /**
     * Each `decode()` call: the image's file, whether the image is in the page (a layer's `<img>`)
     * or not (a request's image: the first paint's preloads, the queue's), and the slide shown.
     */
    __decodes: Array<{ file: string; inPage: boolean; current: string | undefined }>
  }
}

// Issue #25 (docs/performance-log.md, "Fifty-eighth session"): a slide out of view has its
// background image and its image layers decoded as soon as they load, off the main thread, so
// the frame that first shows the slide does not wait for a decode (a background) or draw the
// slide without its image (an image layer, decoded asynchronously). The shown slide's layers are
// not decoded ahead (they decode as they paint); the first slide's images, asked for ahead of
// its build, are decoded as they arrive, so the first paint does not wait for them either.
test('images of a slide out of view are decoded once loaded, the shown slide’s layers are not', async ({
  page,
  embedUrl,
}) => {
  await page.addInitScript(() => {
    window.__decodes = []
    const decode = HTMLImageElement.prototype.decode
    HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
      const shown = document.querySelector<HTMLElement>('#hero .strata-slide[aria-current="true"]')
      const file = this.src.replace(/^.*\//, '')
      window.__decodes.push({ file, inPage: this.isConnected, current: shown?.dataset.index })
      return decode.call(this)
    }
  })
  await page.goto(`${embedUrl}/first-image.html`)
  const second = page.locator('#hero .strata-slide[data-index="1"]')
  await expect(second.locator('[data-layer-id="pic"]')).toHaveAttribute('data-state', 'done')
  await expect(second.locator(':scope > .strata-bg')).toHaveCSS('background-image', /bg-2\.svg/)
  await expect(second).toHaveAttribute('inert', '')
  const decodes = () => page.evaluate(() => window.__decodes)
  // The requests' images: the first slide's preloads (the sized layer's under its fallback
  // address) and the queue's image of the second slide's background, while the first showed.
  await expect
    .poll(async () =>
      (await decodes())
        .filter((d) => !d.inPage)
        .map((d) => d.file)
        .sort(),
    )
    .toEqual(['bg-1.svg', 'bg-2.svg', 'bg-3.svg', 'pic.svg'])
  // Of the layers' own <img>, only the one out of view, while the first slide showed.
  const inPage = (await decodes()).filter((d) => d.inPage)
  expect(inPage).toEqual([{ file: 'pic-2.svg', inPage: true, current: '0' }])
  expect((await decodes()).find((d) => d.file === 'bg-2.svg')?.current).toBe('0')
  // Shown, the second slide draws its images; nothing more was decoded ahead.
  await page.evaluate(() => (window as unknown as { hero: { goTo(i: number): void } }).hero.goTo(1))
  await expect(second).toHaveAttribute('aria-current', 'true')
  await expect(second.locator('[data-layer-id="pic"] img')).toHaveJSProperty('complete', true)
  expect(await page.evaluate(() => window.__decodes.length)).toBe(5)
})
