import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

/*
 * A host page's CSS cannot move or restyle a layer (docs/behaviour.md §3 "Layer"): the values a
 * layer's data leaves at their default come from the layers' own stylesheet
 * (packages/layers-text/src/css/defaults-sheet.ts), which weighs more than a site's rules, as the
 * inline style that held them before did.
 */

/** A site's rules at an id's weight on every part of a layer, and on its box and grid. */
const HOSTILE = `
#app .strata-layer-wrap, #app .strata-layer {
  margin: 17px; padding: 13px; border: 4px solid red; box-sizing: content-box; float: left;
  clear: both; min-width: 300px; max-width: 20px; min-height: 90px; max-height: 10px;
  display: inline; position: static; white-space: normal; letter-spacing: 3px;
  text-transform: lowercase; font-style: italic; font-weight: 100; background-color: red;
  mix-blend-mode: difference; cursor: wait; pointer-events: none;
}
#app .strata-layers, #app .strata-layer-grid {
  margin: 17px; padding: 13px; border: 4px solid red; box-sizing: content-box;
  min-width: 3000px; max-height: 10px;
}`

const PROPS = [
  'white-space',
  'letter-spacing',
  'text-transform',
  'font-style',
  'font-weight',
  'background-color',
  'mix-blend-mode',
  'cursor',
  'border-top-width',
  'padding-top',
  'margin-top',
  'box-sizing',
  'position',
  'float',
  'max-width',
] as const

/** Every layer's box (element and wrapper, rounded to 0.1 px) and its computed look. */
const measure = (page: Page) =>
  page.evaluate((props) => {
    const round = (r: DOMRect) => [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10)
    const out: Record<string, unknown> = {}
    for (const el of document.querySelectorAll<HTMLElement>('.strata-slide [data-layer-id]')) {
      const wrapper = el.parentElement as HTMLElement
      const css = getComputedStyle(el)
      out[el.dataset.layerId as string] = {
        box: round(el.getBoundingClientRect()),
        wrapper: round(wrapper.getBoundingClientRect()),
        wrapperCss: [
          getComputedStyle(wrapper).pointerEvents,
          getComputedStyle(wrapper).mixBlendMode,
          getComputedStyle(wrapper).backgroundColor,
        ],
        css: props.map((p) => css.getPropertyValue(p)),
      }
    }
    return out
  }, PROPS)

for (const width of [1200, 778, 480]) {
  test(`a host page's rules do not reach the layers (${width} px wide)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/?demo=layers-all')
    await page.waitForFunction(() => window.__slider?.state.ready === true)
    await page.locator('.strata-slide[data-index="0"] .strata-layer').first().waitFor()
    // At rest: the layers' in scenes are over.
    await page.waitForTimeout(2500)
    const before = await measure(page)
    expect(Object.keys(before).length).toBeGreaterThan(10)
    // The defaults are one adopted sheet, not each layer's inline style.
    const inline = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.strata-slide [data-layer-id]')
      return { sheets: document.adoptedStyleSheets.length, boxSizing: el?.style.boxSizing }
    })
    expect(inline).toEqual({ sheets: 1, boxSizing: '' })

    await page.addStyleTag({ content: HOSTILE })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
    expect(await measure(page)).toEqual(before)
    await page.screenshot({ path: shotPath(`layers-host-css-${width}`) })
  })
}
