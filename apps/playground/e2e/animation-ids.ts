import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** A number per `Animation` object, the same in every `evaluate` (animation-ids.ts). */
    __animationId?: (animation: Animation) => number
  }
}

/**
 * Gives the page `window.__animationId` before it loads: a test tells an animation played
 * again from a new one by its id (issue #25).
 */
export async function trackAnimationIds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ids = new WeakMap<Animation, number>()
    let next = 0
    window.__animationId = (animation) => {
      if (!ids.has(animation)) ids.set(animation, ++next)
      return ids.get(animation) as number
    }
  })
}
