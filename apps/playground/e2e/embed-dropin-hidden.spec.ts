import type { Page } from '@playwright/test'
import { currentLayerTexts, expect, openEmbedPage, test } from './embed-pages'

// issue #25's last note: a drop-in module whose every slide hides on mobile (`hom`), opened on a
// narrow page, was destroyed for good. Now it takes no space while nothing shows and is built
// once the page is wide enough; narrowed again, it takes no space again (docs/embed.md "Drop-in").

/** The inline drop-in page (or its chunked-loader twin) with every slide `hideOnMobile`. */
async function openHiding(page: Page, embedUrl: string, source: string, width: number) {
  const html = await (await page.request.get(`${embedUrl}/${source}`)).text()
  const hiding = html.replace(/"order":(\d+)\}/g, '"order":$1,"slideshow":{"hom":true}}')
  expect(hiding).not.toBe(html)
  await page.route(`${embedUrl}/dropin-hiding.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hiding }),
  )
  await page.setViewportSize({ width, height: 800 })
  await openEmbedPage(page, `${embedUrl}/dropin-hiding.html`)
  await page.waitForFunction(() => window.Strata?.dropIn)
  await page.evaluate(() => window.Strata.dropIn.ready)
}

/** The module's box, and where the content below it starts (from the module's top). */
const box = (page: Page) =>
  page.evaluate(() => {
    const el = document.getElementById('SR7_1_1') as HTMLElement
    const { height, width, top } = el.getBoundingClientRect()
    const slide = el.querySelector('.strata-slide[aria-current="true"]')?.getBoundingClientRect()
    return {
      height,
      width,
      mounted: el.classList.contains('strata-module'),
      slide: slide ? { width: slide.width, height: slide.height } : null,
      below: (document.querySelector('.below') as HTMLElement).getBoundingClientRect().top - top,
    }
  })

for (const source of ['dropin-inline.html', 'dropin-chunked.html'])
  test(`${source}, every slide hidden on mobile: no box at 400 px, the module at 1000 px, none again at 400 px`, async ({
    page,
    embedUrl,
  }) => {
    const warnings: string[] = []
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
      if (message.type() === 'error') errors.push(message.text())
    })
    await openHiding(page, embedUrl, source, 400)
    // Narrow: the module takes no space, its fallback is hidden, no slider (no error slide).
    await expect.poll(async () => (await box(page)).height).toBe(0)
    const narrow = await box(page)
    expect(narrow).toMatchObject({ mounted: false, slide: null })
    expect(narrow.width).toBeGreaterThan(0)
    expect(narrow.below).toBe(0)
    await expect(page.locator('#SR7_1_1 sr7-content')).toBeHidden()
    await expect(page.locator('.strata-error-slide')).toHaveCount(0)

    // Widened: built and shown at the pre-sizing's 400 px height, its first slide with a box.
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect.poll(async () => (await box(page)).mounted).toBe(true)
    await page.evaluate(() => window.Strata.dropIn.sliders.get('SR7_1_1')?.ready)
    await expect.poll(() => currentLayerTexts(page, '#SR7_1_1')).toEqual(['Hero slide 1'])
    const wide = await box(page)
    expect(wide.height).toBe(400)
    expect(wide.slide?.width).toBeGreaterThan(0)
    expect(wide.slide?.height).toBeGreaterThan(0)
    expect(wide.below).toBe(400)
    // One slider for the module, with no report entry.
    const report = await page.evaluate(() => {
      const slider = window.Strata.dropIn.sliders.get('SR7_1_1') as unknown as {
        report: unknown[]
      }
      return slider.report
    })
    expect(report).toEqual([])

    // Narrowed again: no box again (the width decides, not what came before).
    await page.setViewportSize({ width: 400, height: 800 })
    await expect.poll(async () => (await box(page)).height).toBe(0)
    expect(await box(page)).toMatchObject({ mounted: false, slide: null })
    await expect(page.locator('#SR7_1_1 .strata-stage')).toHaveCount(0)

    // Destroyed: no style of ours on the element (core's own destroy leaves `style=""`), its
    // fallback shown.
    await page.evaluate(() => (window.Strata.dropIn as unknown as { destroy(): void }).destroy())
    expect(['', null]).toContain(await page.locator('#SR7_1_1').getAttribute('style'))
    await expect(page.locator('#SR7_1_1 sr7-content')).toBeVisible()
    expect(warnings.filter((w) => w.includes('module "SR7_1_1"'))).toHaveLength(1)
    expect(errors).toEqual([])
  })
