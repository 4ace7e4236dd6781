import type { Page } from '@playwright/test'
import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

/** What a showcase demo must show at rest: its id, and the layer that carries its message. */
const DEMOS = [
  { name: 'showcase-hero', message: 'headline' },
  { name: 'showcase-products', message: 'name' },
  { name: 'showcase-cube', message: 'caption' },
] as const

const WIDTHS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'mobile', width: 375, height: 800 },
] as const

/** The module's box, the message layer's box and opacity, the background's image, the report. */
const measure = (page: Page, message: string) =>
  page.evaluate((id) => {
    const s = window.__slider!
    const root = document.querySelector('.strata-module')!.getBoundingClientRect()
    const slide = document.querySelector<HTMLElement>('.strata-slide[aria-current="true"]')!
    const layer = slide.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)!
    const box = layer.getBoundingClientRect()
    const painted = [...slide.querySelectorAll<HTMLElement>('*')].some((el) =>
      getComputedStyle(el).backgroundImage.includes('.svg'),
    )
    return {
      root: { x: root.x, width: root.width, height: root.height },
      layer: { x: box.x, y: box.y, right: box.right, bottom: box.bottom, width: box.width },
      opacity: Number(getComputedStyle(layer).opacity),
      painted,
      report: s.report,
    }
  }, message)

for (const { label, width, height } of WIDTHS)
  for (const { name, message } of DEMOS)
    test(`${name} at ${label} ${width}px: the message layer shows inside the module over its picture, no report entry`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await page.goto(`/?demo=${name}`)
      await page.waitForFunction(() => window.__slider?.state.ready === true)
      await expect(activeSlide(page)).toBeVisible()
      // At rest: the entrance has played (its last tween ends by 1.8 s in these modules).
      await expect
        .poll(async () => (await measure(page, message)).opacity, { timeout: 8000 })
        .toBe(1)
      const m = await measure(page, message)
      expect(m.report).toEqual([])
      expect(m.painted).toBe(true)
      expect(m.layer.width).toBeGreaterThan(0)
      expect(m.layer.x).toBeGreaterThanOrEqual(m.root.x - 1)
      expect(m.layer.right).toBeLessThanOrEqual(m.root.x + m.root.width + 1)
      await page.screenshot({ path: shotPath(`showcase-${name}-${label}`) })
    })
