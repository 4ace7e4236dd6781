import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** WCAG 2.2 AA, as axe-core tags it. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Axe-core's violations inside the module, as "rule: targets" lines (none expected). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('.strata-module')
    .withTags(WCAG_22_AA)
    .analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  )
}

/** What a screen reader and the timer are told now: the live region's politeness and the state. */
export const readout = (page: Page) =>
  page.evaluate(() => {
    const s = window.__slider!
    return {
      live: document.querySelector('.strata-announcer')?.getAttribute('aria-live'),
      slideshow: s.state.slideshow,
      reasons: [...s.state.pauseReasons].sort(),
      index: s.state.index,
    }
  })

/**
 * Puts a button just before the module and focuses it, so the next Tab enters the module as a
 * keyboard visitor's would from the page above. Returns its locator.
 */
export async function focusBeforeModule(page: Page) {
  await page.locator('.strata-module').evaluate((module) => {
    const before = document.createElement('button')
    before.id = 'before-module'
    before.textContent = 'Before the module'
    module.before(before)
    before.focus()
  })
  return page.locator('#before-module')
}

/** The module's tabbable elements in tab order (none uses a positive tabindex), as short names. */
export const tabbables = (page: Page) =>
  page
    .locator('.strata-module')
    .evaluate((module) =>
      [
        ...module.querySelectorAll<HTMLElement>(
          'button, a[href], input, select, textarea, [tabindex]',
        ),
      ]
        .filter((el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.checkVisibility())
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName),
    )

/** The module's focused element's accessible label, or null when focus is elsewhere. */
export const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active?.closest('.strata-module') ? active.getAttribute('aria-label') : null
  })

/** Waits until the slideshow has moved on from `index` by itself. */
export const rotatesFrom = (page: Page, index: number) =>
  expect.poll(async () => (await readout(page)).index, { timeout: 6000 }).not.toBe(index)
