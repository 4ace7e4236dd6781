import type { Page } from '@playwright/test'
import { embedBrowserFile } from './embed-pages'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

/**
 * Thumbnails past the strip's clipped box are not fetched until the strip slides them into view
 * (issue #25; packages/nav/src/controls/thumbs.ts): a module of twelve slides whose thumbnails
 * are the slides' own images asked for all twelve at once.
 */

type Strata = {
  createSlider: (
    root: HTMLElement,
    options: Record<string, unknown>,
  ) => { ready: Promise<unknown>; goTo(index: number): void; report: unknown[] }
  plugins: Record<string, () => unknown>
}

const COUNT = 12
const five = (v: number) => [v, v, v, v, v]
const colours = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#8ab17d']

/** Each slide's background is its own image, and no slide sets `thumb`, as most exports. */
const module = {
  settings: {
    title: 'Lazy thumbnails',
    size: { width: five(960), height: five(400) },
    slideshow: { auto: false },
    nav: { thumbs: { set: true, m: 5 } },
  },
  slides: Object.fromEntries(
    Array.from({ length: COUNT }, (_, i) => [
      i + 1,
      {
        id: i + 1,
        slide: { title: `Slide ${i + 1}` },
        layers: {
          0: {
            id: 0,
            type: 'shape',
            subtype: 'slidebg',
            bg: { image: { src: `/__thumbs/${i + 1}.svg`, size: 'cover' } },
          },
        },
      },
    ]),
  ),
}

const svg = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><rect width="160" height="80" fill="${colours[n % colours.length]}"/><text x="80" y="52" font-size="36" text-anchor="middle" fill="#fff">${n}</text></svg>`

/** Opens a page with the "slider" browser file, every slide image answered and recorded. */
async function open(page: Page, width: number): Promise<number[]> {
  const asked: number[] = []
  await page.setViewportSize({ width, height: 700 })
  await page.route('**/__thumbs/page', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Thumbnails</title></head><body style="margin:0"><div id="root"></div></body></html>',
    }),
  )
  await page.route(/\/__thumbs\/\d+\.svg$/, (route) => {
    const n = Number(/(\d+)\.svg$/.exec(route.request().url())?.[1])
    asked.push(n)
    return route.fulfill({ contentType: 'image/svg+xml', body: svg(n) })
  })
  await page.goto('/__thumbs/page')
  await page.addScriptTag({ path: embedBrowserFile('strata-slider.iife.js') })
  await page.evaluate(async (data) => {
    const { createSlider, plugins } = (window as unknown as { Strata: Strata }).Strata
    const root = document.getElementById('root') as HTMLElement
    const slider = createSlider(root, {
      module: data,
      plugins: Object.values(plugins).map((make) => make()),
    })
    Object.assign(window, { __thumbsSlider: slider })
    await slider.ready
  }, module)
  await expect(page.locator('.strata-thumb img')).toHaveCount(COUNT)
  return asked
}

/** The slide numbers of the thumbnails in view whose image has arrived and been drawn. */
const drawn = (page: Page) =>
  page
    .locator('.strata-thumb[data-visible="true"] img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => Number(img.alt.replace(/^Slide (\d+).*$/, '$1'))),
    )

/** The images asked for, less those of `built` slides (their own backgrounds ask for them). */
const thumbsOnly = (asked: number[], built: number[]) =>
  [...new Set(asked)].filter((n) => !built.includes(n)).sort((a, b) => a - b)

for (const width of [1280, 768, 390]) {
  test(`at ${width} px only the thumbnails in view are fetched, the rest as the strip reaches them`, async ({
    page,
  }) => {
    const asked = await open(page, width)
    const visible = page.locator('.strata-thumb[data-visible="true"]')
    // Five in view at every width (scaled down on small screens) of twelve.
    await expect(visible).toHaveCount(5)
    const first = [1, 2, 3, 4, 5]
    await expect.poll(() => drawn(page)).toEqual(first)
    // Slide 12 is the first slide's built neighbour: its background asks for its image itself.
    expect(thumbsOnly(asked, [12])).toEqual(first)
    // No slide sets `thumb`: valid data, so nothing is reported.
    const report = await page.evaluate(
      () => (window as unknown as { __thumbsSlider: { report: unknown[] } }).__thumbsSlider.report,
    )
    expect(report).toEqual([])
    await page.locator('.strata-module').screenshot({ path: shotPath(`nav-thumbs-lazy-${width}`) })

    // Slide 6 in the middle of the strip: thumbnails 4 to 8 come into view and are fetched then.
    await page.evaluate(() =>
      (window as unknown as { __thumbsSlider: { goTo(i: number): void } }).__thumbsSlider.goTo(5),
    )
    await expect.poll(() => drawn(page)).toEqual([4, 5, 6, 7, 8])
    // Thumbnails 9 to 11 never came into view, and no built slide (5, 6, 7; 12, 1, 2 kept)
    // needed their images: they were never asked for.
    expect(thumbsOnly(asked, [5, 6, 7, 12]).filter((n) => n > 8)).toEqual([])
    await page
      .locator('.strata-module')
      .screenshot({ path: shotPath(`nav-thumbs-lazy-${width}-6`) })
  })
}
