import { expect, test } from './embed-pages'

declare global {
  interface Window {
    /** When the page's first slide background element appeared (ms from navigation). */
    __bgBuilt: number
  }
}

// Issue #25 (docs/performance.md, "Twenty-first session"): bg-transitions asks for the first
// slide's background image in its `prepare`, while the chunks the data needs load, instead of
// once the slide is built; the image queue's own request for it is then the browser's same
// download. A plain page (the script-tag file), where no server markup asked for it first.
test('the first slide’s background image is requested before its slide is built, and once', async ({
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
  const first = page.locator('#hero .strata-slide[data-index="0"] > .strata-bg')
  await expect(first).toHaveCSS('background-image', /bg-1\.svg/)
  const { requests, builtAt } = await page.evaluate(() => ({
    requests: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/img/bg-1.svg'))
      .map((e) => e.startTime),
    builtAt: window.__bgBuilt,
  }))
  expect(requests).toHaveLength(1)
  expect(requests[0]).toBeLessThan(builtAt)
})
