import { test as base, expect, type Locator, type Page } from '@playwright/test'

/**
 * `test` whose page is watched for console errors and uncaught page errors from the first
 * navigation on (docs/behaviour.md §8: no user-visible errors). Every test fails if any appeared;
 * `consoleErrors` lets a test check them itself at a given point too.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The active slide: the one core marks current (in the page, or in one module of it). */
export const activeSlide = (scope: Page | Locator) =>
  scope.locator('.strata-slide[aria-current="true"]')
