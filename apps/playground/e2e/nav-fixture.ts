import type { Page } from '@playwright/test'
import type { SliderState } from '@strata/core'
import type { RecordedEvent } from '../src/fixture-globals'
import { expect } from './fixtures'

/** Opens the core-nav-fixture demo and waits for its first slide. */
export async function openFixture(page: Page): Promise<void> {
  await page.goto('/?demo=core-nav-fixture')
  await page.waitForFunction(() => window.__slider !== undefined)
  await page.evaluate(() => window.__slider!.ready)
  await settle(page, 0)
}

export const state = (page: Page): Promise<SliderState> =>
  page.evaluate(() => ({ ...window.__slider!.state }))

export const events = (page: Page): Promise<RecordedEvent[]> =>
  page.evaluate(() => [...(window.__events ?? [])])

export const clearEvents = (page: Page): Promise<void> =>
  page.evaluate(() => {
    window.__events!.length = 0
  })

/** Runs one navigation call on the page's slider. */
export function request(
  page: Page,
  call: { next: true } | { prev: true } | { goTo: number },
): Promise<void> {
  return page.evaluate((c) => {
    const s = window.__slider!
    if ('next' in c) s.next()
    else if ('prev' in c) s.prev()
    else s.goTo(c.goTo)
  }, call)
}

/**
 * Waits until `index` is current and unlocked. The 400 ms transition plus the 1000 ms nav delay
 * (docs/behaviour.md §9) fit well inside the 5 s allowed.
 */
export async function settle(page: Page, index: number): Promise<void> {
  await expect
    .poll(async () => {
      const s = await state(page)
      return { index: s.index, locked: s.locked }
    })
    .toEqual({ index, locked: false })
}

/** What the slides show: the active one's data-index and the data-index of each visible slide. */
export function slideView(page: Page): Promise<{ active: string[]; visible: string[] }> {
  return page.evaluate(() => {
    const slides = [...document.querySelectorAll<HTMLElement>('.strata-slide')]
    const shown = (el: HTMLElement) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    return {
      active: slides
        .filter(
          (el) => el.getAttribute('aria-current') === 'true' && el.hasAttribute('data-active'),
        )
        .map((el) => el.dataset.index ?? '?'),
      visible: slides.filter(shown).map((el) => el.dataset.index ?? '?'),
    }
  })
}

/** Navigates, waits for `index`, and checks state and DOM agree that only it shows. */
export async function goAndCheck(
  page: Page,
  call: Parameters<typeof request>[1],
  index: number,
): Promise<void> {
  await request(page, call)
  await settle(page, index)
  await expect.poll(() => slideView(page)).toEqual({ active: [`${index}`], visible: [`${index}`] })
}
