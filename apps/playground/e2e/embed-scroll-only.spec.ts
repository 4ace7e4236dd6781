import { browserFiles, expect, openEmbedPage, test } from './embed-pages'

// A module whose layers only follow the page's scroll (packages/embed/test-pages/scroll-only.html),
// from the ES module with chunks: Chromium has scroll timelines, so the parallax plugin hands
// each drift to the browser and downloads neither ScrollTrigger nor GSAP (issue #25).

/** The drift layer's wrapper: its vertical offset as drawn, its inline transform, its timelines. */
const drift = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const el = document.querySelector('#scroll [data-layer-id="drift"]')!.parentElement!
    return {
      y: new DOMMatrix(getComputedStyle(el).transform).m42,
      inline: el.style.transform,
      timelines: el.getAnimations().map((a) => a.timeline?.constructor.name),
    }
  })

test('layers that only follow the scroll are drawn by the browser, with no ScrollTrigger or GSAP downloaded', async ({
  page,
  embedUrl,
}) => {
  const scripts = browserFiles(page)
  await openEmbedPage(page, `${embedUrl}/scroll-only.html`)
  await page.evaluate(
    () => (window as unknown as { slider: { ready: Promise<void> } }).slider.ready,
  )
  // Past the centre of its pass at the top of the page: the drift (sc.y 100) sits below rest.
  await expect.poll(async () => (await drift(page)).y).toBeGreaterThan(1)
  const before = await drift(page)
  expect(before).toMatchObject({ inline: '', timelines: ['ScrollTimeline'] })
  await page.evaluate(() => window.scrollTo(0, 300))
  // Further through the pass, further from rest.
  await expect.poll(async () => (await drift(page)).y).toBeGreaterThan(before.y + 1)
  // ScrollTrigger's chunk is `motion-…` (not bg-transitions' `motion-chunk-…`).
  expect(scripts.filter((s) => /\/chunks\/(gsap|motion(?!-chunk))-/.test(s))).toEqual([])
  expect(scripts.some((s) => /\/chunks\/setup-parallax-/.test(s))).toBe(true)
})
