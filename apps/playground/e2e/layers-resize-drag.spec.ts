import type { Page } from '@playwright/test'
import type { Raw } from './fidelity-measure'
import { loadModule, settle } from './fidelity-measure'
import { expect, test } from './fixtures'
import { differences, heroSlides } from './resize-measure'
import { shotPath } from './screens'

/**
 * A window dragged inside one device level changes the layers' scale only, and a layer whose
 * `in` comes from a stage edge word (`x: left`, `x: right`) is kept as it is: the word is
 * measured as `in` plays, and the layer's waiting state is drawn again from where the edge now
 * is (issue #25; packages/layers-text/src/timeline/keep.ts, player.ts `remeasure`). What a
 * visitor sees must not tell: the next slide's layers wait, off the stage, where a page loaded
 * at that width has them wait, and enter from there to where that page puts them.
 */

/** Two widths in the export's level between 1024 and 1240 px: a new scale, the same level. */
const WIDE = { width: 1200, height: 800 }
const NARROW = { width: 1080, height: 800 }
/** The export's layers whose `in` starts beyond a stage edge. */
const EDGE_LAYERS = ['23', '51', '60']

/** The offsets (px) each edge layer of slide `index` is drawn at, waiting to enter. */
function waitingAt([index, ids]: [number, string[]]): Record<string, number> {
  const slide = document.querySelector(`.strata-slide[data-index="${index}"]`)
  const out: Record<string, number> = {}
  for (const id of ids) {
    const el = slide?.querySelector<HTMLElement>(`[data-layer-id="${CSS.escape(id)}"]`)
    // GSAP writes the layer's translate inline, in px for a stage word.
    const m = /translate(?:3d)?\(\s*(-?[\d.]+)px,\s*(-?[\d.]+)px/.exec(el?.style.transform ?? '')
    out[`${id}.x`] = m ? Number(m[1]) : Number.NaN
    out[`${id}.y`] = m ? Number(m[2]) : Number.NaN
  }
  return out
}

async function waiting(page: Page, index: number) {
  return page.evaluate(waitingAt, [index, EDGE_LAYERS] as [number, string[]])
}

/**
 * The hero with entrances by px, as the export writes them: a text from 400 px to the left,
 * and two texts split into words rising 240 px (one of them also from the stage's left edge).
 * Each rests at 0, so only its waiting state depends on the scale.
 */
function byPx(count: number) {
  const module = heroSlides(count)
  const level = (v: string | number) => [v, '#a', '#a', '#a', '#a']
  const words = {
    all: [
      { t: 0, o: 0, y: level('240px') },
      { t: 200, d: 500, e: 'power3.out', o: 1, y: level(0), sd: 40 },
    ],
  }
  for (const slide of Object.values(module.slides) as Raw[]) {
    slide.layers['14'].tl.in.content.all[0].x = level('-400px')
    for (const id of WORD_LAYERS) slide.layers[id].tl.in.words = structuredClone(words)
  }
  return module
}
const WORD_LAYERS = ['45', '23']

/** The offsets (px) slide `index`'s px layers wait at: the text's own, each first word's. */
function waitingByPx([index, words]: [number, string[]]): Record<string, number> {
  const slide = document.querySelector(`.strata-slide[data-index="${index}"]`)
  const translate = (el: HTMLElement | null | undefined) =>
    /translate(?:3d)?\(\s*(-?[\d.]+)px,\s*(-?[\d.]+)px/.exec(el?.style.transform ?? '')
  const layer = (id: string) =>
    slide?.querySelector<HTMLElement>(`[data-layer-id="${CSS.escape(id)}"]`)
  const out: Record<string, number> = { '14.x': Number(translate(layer('14'))?.[1] ?? Number.NaN) }
  for (const id of words) {
    const word = [...(layer(id)?.querySelectorAll<HTMLElement>('span') ?? [])].find(translate)
    out[`${id}.word.y`] = Number(translate(word)?.[2] ?? Number.NaN)
  }
  return out
}

/**
 * What `read` finds on a page loaded at the narrower width (`want`), and on one loaded wider
 * (`before`); the wider page is then dragged to the narrower width, inside its level.
 */
async function dragged<T>(page: Page, module: Raw, read: () => Promise<T>) {
  const ids = Object.keys(module.slides[1].layers)
  await loadModule(page, module, NARROW)
  await settle(page, ids)
  const want = await read()
  const level = await page.evaluate(() => window.__golden?.state.level)
  await loadModule(page, module, WIDE)
  await settle(page, ids)
  const before = await read()
  await page.setViewportSize(NARROW)
  await settle(page, ids)
  expect(await page.evaluate(() => window.__golden?.state.level)).toBe(level)
  return { want, before }
}

test('dragged inside its level, the next slide waits beyond the stage edge where a page loaded there does', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { want, before } = await dragged(page, heroSlides(3), () => waiting(page, 1))
  // Off the stage: a real offset on one axis, not a layer at rest.
  for (const id of EDGE_LAYERS)
    expect(Math.abs(want[`${id}.x`] ?? 0) + Math.abs(want[`${id}.y`] ?? 0), id).toBeGreaterThan(50)
  // The edge moved with the layout: a layer still waiting where the wider page had it fails.
  expect(differences(before, want)).not.toEqual([])
  await expect.poll(() => waiting(page, 1).then((got) => differences(got, want))).toEqual([])
  await page.screenshot({ path: shotPath('layers-resize-drag') })
  expect(await page.evaluate(() => window.__golden?.report.length)).toBe(0)
})

test('dragged inside its level, the next slide waits by px where a page loaded there does', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const byPxAt = () => page.evaluate(waitingByPx, [1, WORD_LAYERS] as [number, string[]])
  const both = async () => ({ px: await byPxAt(), edges: await waiting(page, 1) })
  const { want, before } = await dragged(page, byPx(3), both)
  // px scale with the grid: a layer still waiting where the wider page had it fails, on every
  // one of them (400 px and 240 px at two scales are over 2 px apart).
  expect(differences(before.px, want.px)).toHaveLength(Object.keys(want.px).length)
  // The stage-word layers too, one of them with words by px now, as in the test above.
  await expect.poll(() => both().then((got) => differences(got, want))).toEqual([])
  await page.screenshot({ path: shotPath('layers-resize-drag-px') })
  expect(await page.evaluate(() => window.__golden?.report.length)).toBe(0)
})
