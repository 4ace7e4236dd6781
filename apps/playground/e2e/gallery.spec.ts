import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { AxeResults } from 'axe-core'
import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

declare global {
  interface Window {
    /** Injected by the axe test from node_modules/axe-core/axe.min.js. */
    axe: { run(context: Document): Promise<AxeResults> }
  }
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

// Fixtures are left out: they are test pages that need their spec's query or setup. The demos
// are checked in three shares (every third demo each), so the workers share the list and a slow
// machine spends one share's budget, not the whole list's, on each test.
const SHARES = 3
/** Longest first-slide entrance among the demos (ms), with room for a slow machine. */
const ENTRANCE_MS = 6000
// The shares and the gallery page's own check are independent pages: any worker may take each.
test.describe.configure({ mode: 'parallel' })
for (let share = 0; share < SHARES; share++) {
  test(`every demo listed in the gallery opens with no console error, shows its first slide and has no axe-core violation (share ${share + 1} of ${SHARES})`, async ({
    page,
    consoleErrors,
  }) => {
    // About ten demos a share, one page each: the default 30 s is one demo's budget.
    test.setTimeout(120_000)
    await page.goto('/')
    const links = page.locator('a.demo-link:not([data-fixture])')
    const all = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(all.length).toBeGreaterThanOrEqual(SHARES)
    expect(all).toContain('?demo=core-basic')
    const hrefs = all.filter((_, i) => i % SHARES === share)
    const violations: Record<string, string[]> = {}

    for (const href of hrefs) {
      await test.step(href, async () => {
        await page.goto(`/${href}`)
        // A page may hold more than one module (the scroll pages do): the first one is checked.
        const first = page.locator('.strata-module').first()
        await expect(first).toBeVisible()
        await expect(activeSlide(first)).toHaveCount(1)
        await expect(activeSlide(first)).toHaveAttribute('data-index', '0')
        await expect(activeSlide(first)).toBeVisible()
        expect(consoleErrors, `console errors on ${href}`).toEqual([])
        // The modules, at WCAG 2.2 AA (the playground's own page is checked on the gallery test).
        const check = async () => {
          const axe = await new AxeBuilder({ page })
            .include('.strata-module')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze()
          return axe.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
          )
        }
        // Layers enter animated, and a word still fading in has too little contrast until it
        // arrives: a visitor reads the slide at rest, so axe looks again while the entrance may
        // still run (up to ENTRANCE_MS). A violation at rest stays, and fails below.
        let found = await check()
        for (const start = Date.now(); found.length && Date.now() - start < ENTRANCE_MS; ) {
          await page.waitForTimeout(250)
          found = await check()
        }
        violations[href] = found
      })
    }
    // Every demo as a visitor meets it, checked by axe-core: nothing to fix anywhere.
    expect(Object.fromEntries(Object.entries(violations).filter(([, v]) => v.length))).toEqual({})
  })
}

test('the gallery page has no axe-core violations', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('a.demo-link').first()).toBeVisible()
  await page.screenshot({ path: shotPath('playground-gallery') })
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document)
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
  })
  expect(violations).toEqual([])
})

test('an unknown demo name falls back to the gallery', async ({ page, consoleErrors }) => {
  await page.goto('/?demo=nope')
  await expect(page.getByRole('alert')).toContainText('nope')
  await expect(page.locator('a.demo-link').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})
