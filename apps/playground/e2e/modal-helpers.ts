import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The pop-up's dialog (`MODAL_CLASS`). */
export const dialog = (page: Page) => page.locator('dialog.strata-modal')

/** The modal fixture's URL for a query (`trigger`, `normal`, `alias`, `slide`, `base`, `ajaxUrl`). */
export const fixtureUrl = (query: Record<string, string> = {}, hash = '') =>
  `/?${new URLSearchParams({ demo: 'modal-fixture', ...query })}${hash}`

/** Open: the dialog element has `open` (set the moment an open starts). */
export const isOpen = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLDialogElement>('dialog.strata-modal')?.open ?? false,
  )

/** Waits until the fixture's hero (a normal module) has drawn its button layer. */
export async function heroReady(page: Page) {
  await expect(page.locator('#modal-hero [data-layer-id="offer"]')).toBeVisible()
}

/** Waits for a fully shown pop-up: open, the underlay faded in. */
export async function shown(page: Page) {
  await expect(dialog(page)).toHaveAttribute('open', '')
  await expect.poll(() => dialog(page).evaluate((d) => getComputedStyle(d).opacity)).toBe('1')
}

/** Console warnings of the page, collected from now on. */
export function warnings(page: Page): string[] {
  const list: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') list.push(m.text())
  })
  return list
}
