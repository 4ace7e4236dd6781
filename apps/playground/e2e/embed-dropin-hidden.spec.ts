import type { Page } from '@playwright/test'
import { currentLayerTexts, expect, layoutShift, openEmbedPage, test } from './embed-pages'

declare global {
  interface Window {
    /** Each height the module's box was laid out at, from its first layout (a ResizeObserver's). */
    __boxHeights: number[]
  }
}

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

/**
 * Records each height the module's box is laid out at, from the first: a ResizeObserver, told
 * after each layout that changed it and before its paint, on the element as the parser adds it.
 */
function watchBoxHeights(page: Page) {
  return page.addInitScript(() => {
    window.__boxHeights = []
    const watch = () => {
      const el = document.getElementById('SR7_1_1')
      if (!el) return false
      new ResizeObserver((entries) => {
        for (const entry of entries)
          window.__boxHeights.push(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height)
      }).observe(el)
      return true
    }
    const parsing = new MutationObserver(() => watch() && parsing.disconnect())
    parsing.observe(document, { childList: true, subtree: true })
  })
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
    // (The pre-sizing takes its box away at once; the slider goes as the layout changes.)
    await page.setViewportSize({ width: 400, height: 800 })
    await expect.poll(async () => (await box(page)).mounted).toBe(false)
    expect(await box(page)).toMatchObject({ height: 0, slide: null })
    await expect(page.locator('#SR7_1_1 .strata-stage')).toHaveCount(0)

    // Destroyed: no style of ours on the element (core's own destroy leaves `style=""`), its
    // fallback shown again: at 400 px in the pre-sizing's box for such a module (none), at 1000 px
    // in its full one.
    await page.evaluate(() => (window.Strata.dropIn as unknown as { destroy(): void }).destroy())
    expect(['', null]).toContain(await page.locator('#SR7_1_1').getAttribute('style'))
    await expect(page.locator('#SR7_1_1 sr7-content')).toHaveCSS('display', 'block')
    expect((await box(page)).height).toBe(0)
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect(page.locator('#SR7_1_1 sr7-content')).toBeVisible()
    expect(warnings.filter((w) => w.includes('module "SR7_1_1"'))).toHaveLength(1)
    expect(errors).toEqual([])
  })

// issue #25 (CLS 0): the page's pre-sizing reads the inline data's `hom` too, so the box such a
// module has at its first paint is the one it keeps: none at 400 px, its full height at 1000 px.
for (const source of ['dropin-inline.html', 'dropin-chunked.html'])
  for (const [width, height] of [
    [400, 0],
    [1000, 400],
  ] as const)
    test(`${source}, every slide hidden on mobile, opened at ${width} px: its box is ${height} px from the first paint, no layout shift`, async ({
      page,
      embedUrl,
    }) => {
      await watchBoxHeights(page)
      await openHiding(page, embedUrl, source, width)
      if (width > 400) await page.evaluate(() => window.Strata.dropIn.sliders.get('SR7_1_1')?.ready)
      // Narrow: until the module is collapsed (hidden-here.ts, a chunk: its inline `max-height`).
      else
        await expect
          .poll(() => page.evaluate(() => document.getElementById('SR7_1_1')?.style.maxHeight))
          .toBe('0px')
      expect(await layoutShift(page)).toBe(0)
      const heights = await page.evaluate(() => window.__boxHeights)
      expect(heights.length).toBeGreaterThan(0)
      expect(new Set(heights)).toEqual(new Set([height]))
      expect((await box(page)).below).toBe(height)
    })
