import {
  browserFiles,
  currentLayerTexts,
  expect,
  layoutShift,
  openEmbedPage,
  test,
} from './embed-pages'
import { styleWritesAtRest } from './style-writes'

// The script-tag files (packages/embed/test-pages/script-tag.html, docs/embed.md "Script tag").

test('the classic file’s global and the ES module file each make a slider, with no layout shift', async ({
  page,
  embedUrl,
}) => {
  await openEmbedPage(page, `${embedUrl}/script-tag.html`)
  const api = await page.evaluate(() => ({
    createSlider: typeof window.Strata.createSlider,
    plugins: Object.keys(window.Strata.plugins),
    element: typeof customElements.get('strata-slider'),
  }))
  expect(api).toEqual({
    createSlider: 'function',
    plugins: expect.arrayContaining(['layers-text', 'bg-transitions', 'nav', 'carousel']),
    element: 'function',
  })
  await expect.poll(() => currentLayerTexts(page, '#classic')).toEqual(['Hero slide 1'])
  await expect.poll(() => currentLayerTexts(page, '#module')).toEqual(['News slide 1'])
  expect((await page.locator('#classic').boundingBox())?.height).toBe(400)
  expect(await layoutShift(page)).toBe(0)
})

test('the ES module with chunks fetches GSAP and SplitText only for the module whose data moves words', async ({
  page,
  embedUrl,
}) => {
  const scripts = browserFiles(page)
  await openEmbedPage(page, `${embedUrl}/chunked.html`)
  await expect.poll(() => currentLayerTexts(page, '#plain')).toEqual(['News slide 1'])
  await page.evaluate(() => (window as unknown as { plain: { ready: Promise<void> } }).plain.ready)
  // Not bg-transitions' `motion-chunk`: every module of more than one slide asks for it 100 ms
  // after ready (MOTION_AFTER_READY_MS), so whether it is in yet was a race with the polls above.
  const optional = /\/chunks\/(gsap|SplitText|sanitize|motion(?!-chunk)|media-chunk|build-stream)-/
  // Only the chunked file's own folder, every file found, none of the optional code yet.
  expect(scripts.every((s) => /^200 \/browser\/esm\//.test(s))).toBe(true)
  expect(scripts.filter((s) => optional.test(s))).toEqual([])
  const firstLoad = scripts.length

  await page.evaluate(() => (window as unknown as { makeSplit(): void }).makeSplit())
  await expect
    .poll(async () => {
      const layer = page.locator('#split .strata-slide[aria-current="true"] .strata-layer')
      return (await layer.textContent())?.replace(/\s+/g, ' ').trim()
    })
    .toBe('Words one by one')
  // The words are split (one element a word) and have risen into place.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const layer = document.querySelector('#split .strata-layer-text')
        const words = [...(layer?.querySelectorAll('div, span') ?? [])].filter(
          (el) => el.textContent?.trim() && !el.querySelector('div, span'),
        )
        return words.map((w) => Number(getComputedStyle(w).opacity))
      }),
    )
    .toEqual([1, 1, 1, 1])
  const later = scripts.slice(firstLoad)
  expect(later.some((s) => /\/chunks\/gsap-/.test(s))).toBe(true)
  expect(later.some((s) => /\/chunks\/SplitText-/.test(s))).toBe(true)
  expect(scripts.every((s) => s.startsWith('200 '))).toBe(true)
  expect(await layoutShift(page)).toBe(0)
})

test('the ES module with chunks asks for every file of thumbnails and tabs at once: none waits for another to arrive', async ({
  page,
  embedUrl,
}) => {
  // A file that an on-demand chunk imports and the page does not have yet goes out only once that
  // chunk has arrived: a round trip more before the control shows.
  // A module script's request carries the module that asked for it as its referrer.
  const requests: Array<{ path: string; from: string }> = []
  page.on('request', (request) => {
    const from = new URL(request.headers().referer ?? '', embedUrl).pathname
    requests.push({ path: new URL(request.url()).pathname, from })
  })
  await openEmbedPage(page, `${embedUrl}/chunked.html`)
  await page.evaluate(() => (window as unknown as { plain: { ready: Promise<void> } }).plain.ready)
  const before = new Set(requests.map((r) => r.path))
  await page.evaluate(() => (window as unknown as { makeThumbs(): void }).makeThumbs())
  await expect(page.locator('#thumbs .strata-thumb img')).toHaveCount(3)
  await expect(page.locator('#thumbs .strata-tab')).toHaveCount(3)
  const scripts = requests.filter((r) => r.path.endsWith('.js') && !before.has(r.path))
  // Each asked for by a file the page already had: nav's strip chunk (thumbnails and tabs) and
  // its skins chunk, and nothing else (a built-in skin's template needs no sanitiser).
  expect(scripts.filter((r) => !before.has(r.from))).toEqual([])
  expect(scripts.map((r) => r.path.replace(/(-[A-Z0-9]{8})+\.js$/, ''))).toEqual(
    expect.arrayContaining(['/browser/esm/chunks/strips', '/browser/esm/chunks/resolve']),
  )
})

test("a root the page gives an aspect-ratio takes the module's own height, keeps the page's width, holds still, and has its ratio back after destroy", async ({
  page,
  embedUrl,
}) => {
  await openEmbedPage(page, `${embedUrl}/host-ratio.html`)
  await page.evaluate(() => (window as unknown as { hero: { ready: Promise<void> } }).hero.ready)
  const hero = page.locator('#hero')
  // Before, the page's 16:9 made the width follow core's height at every measure:
  // 1280 → 632 → 441 → 455 → 521 → 442 px…
  expect(await styleWritesAtRest(hero)).toBe(0)
  // The level's 600 px grid height, at most: the grid is 1240 px wide.
  expect(await hero.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 600 })
  await page.evaluate(() => (window as unknown as { hero: { destroy(): void } }).hero.destroy())
  expect(await hero.evaluate((el) => el.style.aspectRatio)).toBe('')
  expect(await hero.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 720 })
})
