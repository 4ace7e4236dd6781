import type { Page } from '@playwright/test'
import { loadModule, type Raw, settle, WIDTHS } from './fidelity-measure'
import { expect, test } from './fixtures'
import { differences, heroSlides } from './resize-measure'
import { shotPath } from './screens'

/**
 * A window resized to another level builds the layers' timelines again for it (issue #25;
 * packages/layers-text/src/timeline/index.ts): the shown slide at once, keeping its word splits,
 * the other built slides one a frame after. What a visitor sees must not tell: the module
 * resized from desktop to tablet, then to mobile, draws at rest what a page loaded at that width
 * draws (at mobile its shown slide and the next one), layers and word pieces, within 2 px.
 * Slides kept built further away are placed and timed again only once they are neighbours, or a
 * change goes to them: such a slide draws what a page loaded there draws too.
 */

/** Words rise and fade in, 40 ms apart, on top of a text layer's own `in` (export keys). */
const WORDS = {
  all: [
    { t: 0, o: 0, y: [24, '#a', '#a', '#a', 48] },
    { t: 200, d: 500, e: 'power3.out', o: 1, y: [0, '#a', '#a', '#a', 0], sd: 40 },
  ],
}

/** The real-shape hero as `count` slides, three of its texts split into words. */
function heroWithWords(count = 2): Raw {
  const hero = heroSlides(count)
  for (const slide of Object.values(hero.slides) as Raw[])
    for (const key of ['14', '23', '46']) slide.layers[key].tl.in.words = structuredClone(WORDS)
  return hero
}

/** Every word piece of the shown slide: its box in the module and its opacity. */
function words(): Array<{ x: number; y: number; w: number; h: number; o: number }> {
  const root = document.getElementById('module')
  if (!root) return []
  const origin = root.getBoundingClientRect()
  const pieces = root.querySelectorAll<HTMLElement>(
    '.strata-slide[aria-current="true"] .strata-layer span:not(.strata-sr-only)',
  )
  return [...pieces].map((el) => {
    const r = el.getBoundingClientRect()
    const o = Number(getComputedStyle(el).opacity)
    return { x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height, o }
  })
}

/** The shown slide at rest: its layers' boxes, then its word pieces. */
async function drawn(page: Page, ids: readonly string[]) {
  const layers = await settle(page, ids)
  return { layers, words: await page.evaluate(words) }
}

async function goTo(page: Page, index: number) {
  await page.evaluate((i) => window.__golden?.goTo(i), index)
  await page.waitForFunction((i) => window.__golden?.state.index === i, index)
}

test('a module resized from desktop to tablet and mobile draws what a page loaded there draws', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const module = heroWithWords()
  const ids = Object.keys(module.slides[1].layers)

  // Pages loaded at tablet and at mobile: what the resized page must draw.
  await loadModule(page, module, WIDTHS.tablet)
  const tablet = await drawn(page, ids)
  await loadModule(page, module, WIDTHS.mobile)
  const mobile = await drawn(page, ids)
  await goTo(page, 1)
  const mobileNext = await drawn(page, ids)
  expect(mobile.words.length).toBeGreaterThan(6)
  expect(mobile.words.every((w) => w.o > 0.98)).toBe(true)

  await loadModule(page, module, WIDTHS.desktop)
  await settle(page, ids)
  const desktopWords = await page.evaluate(words)
  await page.setViewportSize(WIDTHS.tablet)
  const resizedTablet = await drawn(page, ids)
  await page.screenshot({ path: shotPath('layers-resize-tablet') })
  expect(differences(resizedTablet, tablet)).toEqual([])
  await page.setViewportSize(WIDTHS.mobile)
  const resized = await drawn(page, ids)
  await page.screenshot({ path: shotPath('layers-resize-mobile') })
  // The split kept: the same number of pieces, now where mobile puts them.
  expect(resized.words).toHaveLength(desktopWords.length)
  expect(differences(resized, mobile)).toEqual([])
  await goTo(page, 1)
  const resizedNext = await drawn(page, ids)
  await page.screenshot({ path: shotPath('layers-resize-mobile-next') })
  expect(differences(resizedNext, mobileNext)).toEqual([])
  expect(await page.evaluate(() => window.__golden?.report.length)).toBe(0)
})

test('a slide kept built two away from the shown one, resized, draws at its change what a page loaded there draws', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const module = heroWithWords(5)
  const ids = Object.keys(module.slides[1].layers)
  await loadModule(page, module, WIDTHS.mobile)
  await settle(page, ids)
  await goTo(page, 2)
  const mobileThird = await drawn(page, ids)
  // At desktop, a visit to slide 3 and back keeps all five built; slide 3 is then two away.
  await loadModule(page, module, WIDTHS.desktop)
  for (const index of [1, 2, 1, 0]) {
    await goTo(page, index)
    await settle(page, ids)
  }
  const built = () =>
    [...document.querySelectorAll('.strata-slide[data-index]')].filter((slide) =>
      slide.querySelector('.strata-layer'),
    ).length
  expect(await page.evaluate(built)).toBe(5)
  await page.setViewportSize(WIDTHS.mobile)
  await settle(page, ids)
  await goTo(page, 2)
  const resizedThird = await drawn(page, ids)
  await page.screenshot({ path: shotPath('layers-resize-mobile-far') })
  expect(differences(resizedThird, mobileThird)).toEqual([])
  expect(await page.evaluate(() => window.__golden?.report.length)).toBe(0)
})
