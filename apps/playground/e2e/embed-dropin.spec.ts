import {
  browserFiles,
  currentLayerTexts,
  expect,
  layoutShift,
  openEmbedPage,
  test,
} from './embed-pages'

// Pages made for the original front end (packages/embed/test-pages/dropin-*.html) switched to
// Strata by one script tag (docs/embed.md "Drop-in").

test.beforeEach(async ({ page }) => {
  // The module's height as the page is parsed, before drop-in mode mounts anything.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const byId: Record<string, number> = {}
      for (const el of document.querySelectorAll('sr7-module'))
        byId[el.id] = el.getBoundingClientRect().height
      Object.assign(window, { parsedHeights: byId })
    })
  })
  // And each time a layout changes its height (a ResizeObserver's reports), with whether its
  // inline data was on the page by then.
  await page.addInitScript(() => {
    const layouts: Record<string, [number, boolean][]> = {}
    Object.assign(window, { layouts })
    const dataOf = (id: string) =>
      (window as unknown as { SR7?: { JSON?: Record<string, unknown> } }).SR7?.JSON?.[id]
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('sr7-module')) {
        if (el.id in layouts) continue
        const seen: [number, boolean][] = []
        layouts[el.id] = seen
        new ResizeObserver(() => {
          seen.push([el.getBoundingClientRect().height, dataOf(el.id) !== undefined])
        }).observe(el)
      }
    }).observe(document, { childList: true, subtree: true })
  })
})

/** Opens a drop-in test page, `width` px wide when given, and waits for its modules. */
async function openDropIn(page: import('@playwright/test').Page, url: string, width?: number) {
  if (width) await page.setViewportSize({ width, height: 800 })
  await openEmbedPage(page, url)
  await page.evaluate(() => window.Strata.dropIn.ready)
}

type Heights = Record<string, number>
const parsedHeights = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { parsedHeights: Heights }).parsedHeights)
/** The heights each module was laid out at, with or without its inline data on the page. */
const layouts = async (page: import('@playwright/test').Page) => {
  const all = await page.evaluate(
    () => (window as unknown as { layouts: Record<string, [number, boolean][]> }).layouts,
  )
  return (id: string) => ({
    all: (all[id] ?? []).map(([height]) => height),
    withData: (all[id] ?? []).filter(([, data]) => data).map(([height]) => height),
  })
}

test('inline data: the box is reserved from the pre-sizing, the module shows with the plugins its data needs, no layout shift', async ({
  page,
  embedUrl,
}) => {
  await openDropIn(page, `${embedUrl}/dropin-inline.html`)
  expect(await parsedHeights(page)).toEqual({ SR7_1_1: 400 })
  const module = page.locator('#SR7_1_1')
  await expect(module).toHaveClass(/strata-module/)
  expect((await module.boundingBox())?.height).toBe(400)
  await expect.poll(() => currentLayerTexts(page, '#SR7_1_1')).toEqual(['Hero slide 1'])
  // The data asks for arrows: nav is installed; the fallback markup and crawler list step aside.
  await expect(module.locator('.strata-arrow').first()).toBeVisible()
  await expect(module.locator('sr7-content')).toBeHidden()
  await expect(module.locator('image_lists')).toBeHidden()
  expect(await layoutShift(page)).toBe(0)
})

test('the chunked loader (esm/strata-sr7.js): pre-sizing at once, the module from esm/strata.js, none of the single files', async ({
  page,
  embedUrl,
}) => {
  const scripts = browserFiles(page)
  await openEmbedPage(page, `${embedUrl}/dropin-chunked.html`)
  await page.waitForFunction(() => window.Strata?.dropIn !== undefined)
  await page.evaluate(() => window.Strata.dropIn.ready)
  // Reserved while the page parsed, before the code that mounts modules had arrived.
  expect(await parsedHeights(page)).toEqual({ SR7_1_1: 400 })
  const module = page.locator('#SR7_1_1')
  expect((await module.boundingBox())?.height).toBe(400)
  await expect.poll(() => currentLayerTexts(page, '#SR7_1_1')).toEqual(['Hero slide 1'])
  await expect(module.locator('.strata-arrow').first()).toBeVisible()
  await expect(module.locator('sr7-content')).toBeHidden()
  expect(await layoutShift(page)).toBe(0)
  // The loader, then the chunked module: no single file, no GSAP for a module that does not move.
  expect(scripts.slice(0, 2)).toEqual([
    '200 /browser/esm/strata-sr7.js',
    '200 /browser/esm/strata.js',
  ])
  expect(scripts.every((s) => /^200 \/browser\/esm\//.test(s))).toBe(true)
  expect(scripts.filter((s) => /\/chunks\/(gsap|SplitText|sanitize)-/.test(s))).toEqual([])
})

test('the chunked loader whose module cannot load says so, and the page keeps its fallback markup and reserved box', async ({
  page,
  embedUrl,
  consoleErrors,
}) => {
  await page.route('**/browser/esm/strata.js', (route) => route.abort())
  await openEmbedPage(page, `${embedUrl}/dropin-chunked.html`)
  const told =
    /^\[strata\] \S+\/browser\/esm\/strata\.js could not load .*; the modules keep their markup$/
  await expect.poll(() => consoleErrors.some((e) => told.test(e))).toBe(true)
  expect(await parsedHeights(page)).toEqual({ SR7_1_1: 400 })
  await expect(page.locator('#SR7_1_1 sr7-txt').first()).toHaveText('Hero slide 1')
  expect((await page.locator('#SR7_1_1').boundingBox())?.height).toBe(400)
  expect(await page.evaluate(() => 'Strata' in window)).toBe(false)
  // The loader's message and the browser's own for the refused request are the only errors.
  const expected = (e: string) => told.test(e) || /^Failed to load resource/.test(e)
  expect(consoleErrors.filter((e) => !expected(e))).toEqual([])
  consoleErrors.splice(0, consoleErrors.length)
})

test('lazy slides: an empty slide loads its layers from the ajax endpoint, one the site cannot give keeps its fallback background', async ({
  page,
  embedUrl,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await openDropIn(page, `${embedUrl}/dropin-lazy.html`)
  expect(await layoutShift(page)).toBe(0)
  await page.evaluate(() => window.Strata.dropIn.sliders.get('SR7_5_1')?.goTo(1))
  await expect.poll(() => currentLayerTexts(page, '#SR7_5_1')).toEqual(['Lazy lazy slide 2'])
  await page.evaluate(() => window.Strata.dropIn.sliders.get('SR7_5_1')?.goTo(2))
  const current = page.locator('#SR7_5_1 .strata-slide[aria-current="true"]')
  await expect(current).toHaveAttribute('data-index', '2')
  // Not blank: its background is the image of the page's <noscript> fallback.
  await expect
    .poll(() =>
      current.evaluate((slide) =>
        [...slide.querySelectorAll<HTMLElement>('.strata-bg, .strata-bg *')]
          .map((el) => getComputedStyle(el).backgroundImage)
          .join(' '),
      ),
    )
    .toContain('/img/bg-3.svg')
  expect(warnings.join('\n')).toContain('slides.3.layers: could not be lazy-loaded')
})

test('two modules on one page: inline data and a module loaded over REST by its id, no layout shift', async ({
  page,
  embedUrl,
}) => {
  await openDropIn(page, `${embedUrl}/dropin-two.html`)
  expect(await parsedHeights(page)).toEqual({ SR7_1_1: 400, SR7_8_1: 400 })
  await expect.poll(() => currentLayerTexts(page, '#SR7_1_1')).toEqual(['Hero slide 1'])
  await expect.poll(() => currentLayerTexts(page, '#SR7_8_1')).toEqual(['News slide 1'])
  // The second module has no SR7.JSON entry: it came from the site's REST endpoint.
  const inPage = await page.evaluate(
    () => 'SR7_8_1' in (window as unknown as { SR7: { JSON: object } }).SR7.JSON,
  )
  expect(inPage).toBe(false)
  expect(await page.evaluate(() => [...window.Strata.dropIn.sliders.keys()])).toEqual([
    'SR7_1_1',
    'SR7_8_1',
  ])
  expect(await layoutShift(page)).toBe(0)
})

test('a module without data is reported with its id and its fallback markup stays; the other module runs', async ({
  page,
  embedUrl,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await openDropIn(page, `${embedUrl}/dropin-missing.html`)
  expect(warnings.join('\n')).toContain('module "SR7_3_1" has no data')
  const missing = page.locator('#SR7_3_1')
  await expect(missing).not.toHaveClass(/strata-module/)
  await expect(missing.locator('sr7-txt')).toHaveText('Gone slide 1')
  await expect(missing.locator('sr7-txt')).toBeVisible()
  expect((await missing.boundingBox())?.height).toBe(400)
  await expect.poll(() => currentLayerTexts(page, '#SR7_1_1')).toEqual(['Hero slide 1'])
  expect(await layoutShift(page)).toBe(0)
})

test("on a 480 px page the module keeps the page's width once mounted, and its data's fixed height is reserved once the data is on the page: no layout shift", async ({
  page,
  embedUrl,
}) => {
  await openDropIn(page, `${embedUrl}/dropin-inline.html`, 480)
  const module = page.locator('#SR7_1_1')
  // Was 778 px wide (the tablet ratio times core's 400 px height), the page scrolling sideways.
  await expect.poll(async () => (await module.boundingBox())?.width).toBe(480)
  expect((await module.boundingBox())?.height).toBe(400)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(480)
  // The data's fixed heights (size.respectRatio false) are reserved once the data is on the
  // page, though the pre-sizing call does not say so. Was 0.11: a 246 px box (the grid's ratio
  // at 480 px) growing to 400 at mount. (A busy parser may lay the page out before it reaches the
  // data: those layouts keep the call's ratio, and are not painted.)
  const { withData } = (await layouts(page))('SR7_1_1')
  expect(new Set(withData)).toEqual(new Set([400]))
  expect(await layoutShift(page)).toBe(0)
})

test('on a 480 px page a module loaded over REST is reserved at the grid’s ratio until its data arrives; the inline one at its data’s height', async ({
  page,
  embedUrl,
}) => {
  await openDropIn(page, `${embedUrl}/dropin-two.html`, 480)
  await expect.poll(async () => (await page.locator('#SR7_8_1').boundingBox())?.height).toBe(400)
  const seen = await layouts(page)
  expect(new Set(seen('SR7_1_1').withData)).toEqual(new Set([400]))
  // Nothing on the page says the REST module's heights are fixed before its data arrives.
  const fetched = seen('SR7_8_1').all
  expect(fetched.some((height) => Math.abs(height - (480 * 400) / 778) < 0.5)).toBe(true)
  expect(fetched.at(-1)).toBe(400)
})
