import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Opens the bg-fixture demo running `tr`, `ms` long, and waits for its first slide. */
export async function openBg(page: Page, tr: string, ms?: number): Promise<void> {
  await page.goto(`/?demo=bg-fixture&tr=${tr}${ms ? `&d=${ms}` : ''}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  // Settled: the neighbours are built 50 ms after the first paint, in the same write as the
  // announcement (docs/behaviour.md §4, step 8).
  await page.waitForFunction(() =>
    Boolean(document.querySelector('.strata-announcer')?.textContent),
  )
  // And the slide changes' code in: an on-demand chunk asked for 100 ms after ready, which makes
  // the kept transition layer as it arrives (issue #25; a change before it waits for it).
  await page.waitForSelector('.strata-bg-transition', { state: 'attached' })
}

/**
 * Moves `by` (+1 next, -1 prev) and resolves once the slide change has finished, with the
 * new index; the move starts inside the page so no frame is missed.
 */
export function move(page: Page, by: 1 | -1): Promise<number> {
  return page.evaluate(
    (by) =>
      new Promise<number>((resolve) => {
        const slider = window.__slider
        if (!slider) throw new Error('no slider')
        const off = slider.on('slide:after', ({ index }) => {
          off()
          resolve(index)
        })
        if (by === 1) slider.next()
        else slider.prev()
      }),
    by,
  )
}

/**
 * The slide `index` is fully visible: it is current, nothing of the transition is left over it,
 * its background is at rest, and what shows in the middle of the module belongs to it.
 */
export async function expectShown(page: Page, index: number): Promise<void> {
  const seen = await page.evaluate(() => {
    const active = document.querySelector<HTMLElement>('.strata-slide[aria-current="true"]')
    const bg = active?.querySelector<HTMLElement>(':scope > .strata-bg')
    const box = document.querySelector('.strata-module')?.getBoundingClientRect()
    const hit = box
      ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 4)
      : null
    return {
      index: Number(active?.dataset.index),
      // The transition layer and its whole-canvas slots are kept between changes, hidden.
      leftover: [
        ...document.querySelectorAll<HTMLElement>('.strata-bg-transition, .strata-bg-slot'),
      ].filter((el) => getComputedStyle(el).visibility !== 'hidden').length,
      visible: active ? getComputedStyle(active).visibility : 'none',
      opacity: bg ? getComputedStyle(bg).opacity : 'none',
      shown: [...document.querySelectorAll<HTMLElement>('.strata-slide')].filter(
        (s) => getComputedStyle(s).visibility !== 'hidden',
      ).length,
      hitInside: Boolean(hit && active?.contains(hit)),
    }
  })
  expect(seen).toEqual({
    index,
    leftover: 0,
    visible: 'visible',
    opacity: '1',
    shown: 1,
    hitInside: true,
  })
}
