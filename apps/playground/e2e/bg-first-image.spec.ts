import { expect, test } from './embed-pages'

declare global {
  interface Window {
    /** When the page's first slide background element appeared (ms from navigation). */
    __bgBuilt: number
  }
}

// Issue #25 (docs/performance-log.md, "Twenty-first session"): bg-transitions and layers-media ask
// for the first slide's background image and image layers in their `prepare`, while the chunks
// the data needs load, instead of once the slide is built; the image queue's own request for
// each is then the browser's same download. A plain page (the script-tag ES module file), where
// no server markup asked for them first.
test('the first slide’s images are requested before its slide is built, each once (one size)', async ({
  page,
  embedUrl,
}) => {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('.strata-bg')) return
      window.__bgBuilt = performance.now()
      seen.disconnect()
    })
    seen.observe(document, { childList: true, subtree: true })
  })
  await page.goto(`${embedUrl}/first-image.html`)
  const first = page.locator('#hero .strata-slide[data-index="0"]')
  await expect(first.locator(':scope > .strata-bg')).toHaveCSS('background-image', /bg-1\.svg/)
  await expect(first.locator('[data-layer-id="pic"] img')).toHaveAttribute('src', /bg-3\.svg/)
  await expect(first.locator('[data-layer-id="pic"]')).toHaveAttribute('data-state', 'done')
  const sized = first.locator('[data-layer-id="sized"] img')
  await expect(sized).toHaveJSProperty('complete', true)
  expect(await sized.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/pic-1600\.svg$/)
  const { background, picture, sizes, builtAt } = await page.evaluate(() => {
    const starts = (file: string) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith(file))
        .map((e) => e.startTime)
    return {
      background: starts('/img/bg-1.svg'),
      picture: starts('/img/bg-3.svg'),
      // The layer with several sizes: its fallback src and the size not picked are never asked for.
      sizes: ['/img/pic.svg', '/img/pic-640.svg', '/img/pic-1600.svg'].map((f) => starts(f).length),
      builtAt: window.__bgBuilt,
    }
  })
  expect(background).toHaveLength(1)
  expect(picture).toHaveLength(1)
  expect(background[0]).toBeLessThan(builtAt)
  expect(picture[0]).toBeLessThan(builtAt)
  expect(sizes).toEqual([0, 0, 1])
})
