import { expect, openEmbedPage, test } from './embed-pages'
import { countFrameRequests, frameRequests } from './frame-requests'
import { wrapperBox } from './parallax-helpers'

// A page that loads GSAP itself (packages/embed/test-pages/gsap-global.html), its module a 3D
// one with scroll modifiers (which ScrollTrigger follows; other modules' drifts are the
// browser's, embed-scroll-only.spec.ts): importing the scroll code's ScrollTrigger registers it
// with the page's GSAP at once, and its keep-alive loop asks for a frame. The module's pass
// starts in the same task; without trigger-use.ts's
// `endStrayLoop` that loop went on asking for every frame while the page lived (issue #25).

/** The scroll-modified layer's wrapper transform (what the parallax plugin moves). */
const driftTransform = async (page: import('@playwright/test').Page) =>
  (await wrapperBox(page, 'scroll', 'drift'))?.transform ?? ''

test('with GSAP global, a module with scroll motion asks for no frame while nothing scrolls, and still follows the scroll', async ({
  page,
  embedUrl,
}) => {
  await countFrameRequests(page)
  await openEmbedPage(page, `${embedUrl}/gsap-global.html`)
  expect(await page.evaluate(() => typeof (window as { gsap?: unknown }).gsap)).toBe('object')
  // The scroll code is in once the layer sits where the page's scroll puts it.
  await expect.poll(() => driftTransform(page)).toMatch(/translate/)
  // The page's own GSAP ticker runs for its first 120 frames (its autoSleep), module or not.
  await page.waitForFunction(() => performance.now() > 4000, null, { timeout: 6000 })
  const requests = () => frameRequests(page)
  const before = await requests()
  await page.waitForTimeout(1000)
  // ScrollTrigger checks the scroll every 250 ms, a frame each time; its loop asked for all ~60.
  expect((await requests()) - before).toBeLessThanOrEqual(6)
  const rest = await driftTransform(page)
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect.poll(() => driftTransform(page)).not.toBe(rest)
})
