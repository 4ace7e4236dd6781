import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** `requestAnimationFrame` calls since the page loaded (see `countFrameRequests`). */
    __frameRequests?: number
  }
}

/**
 * Counts the page's `requestAnimationFrame` calls from its first script on (an init script):
 * the idle tests check that a page where nothing needs script asks for no frame (issue #25).
 */
export async function countFrameRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window)
    window.__frameRequests = 0
    window.requestAnimationFrame = (callback) => {
      window.__frameRequests = (window.__frameRequests ?? 0) + 1
      return raf(callback)
    }
  })
}

/** The calls counted so far. */
export const frameRequests = (page: Page): Promise<number> =>
  page.evaluate(() => window.__frameRequests ?? 0)
