import { currentLayerTexts, expect, openEmbedPage, test } from './embed-pages'
import { recordViolations, servePolicy } from './policy'

/*
 * A page whose content security policy refuses inline styles (`style-src 'self'`): the module's
 * inline styles are written through the CSSOM and the layers' defaults sheet is constructed and
 * adopted (docs/behaviour.md §2.1), so the layers draw as elsewhere. A refused style would be a
 * console error, which fails the test (fixtures.ts).
 */
const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'report-sample'"

test('under a policy that refuses inline styles, nothing is refused and the layers get their defaults', async ({
  page,
  embedUrl,
}) => {
  await servePolicy(page, `${embedUrl}/csp.html`, POLICY)
  await recordViolations(page)
  await openEmbedPage(page, `${embedUrl}/csp.html`)
  await expect.poll(() => currentLayerTexts(page, '#hero')).toEqual(['Hero slide 1'])
  const look = await page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>(
      '#hero .strata-slide[aria-current="true"] .strata-layer',
    )
    if (!layer) return null
    const css = getComputedStyle(layer)
    return {
      violations: (window as unknown as { __violations: string[] }).__violations,
      sheets: document.adoptedStyleSheets.length,
      // Not inline: the sheet's.
      inline: layer.style.boxSizing + layer.style.whiteSpace,
      boxSizing: css.boxSizing,
      whiteSpace: css.whiteSpace,
      wrapper: getComputedStyle(layer.parentElement as HTMLElement).display,
    }
  })
  expect(look).toEqual({
    violations: [],
    // The `<strata-slider>` element's (the classic file defines it), the layers' defaults, and
    // the second module's nav CSS.
    sheets: 3,
    inline: '',
    boxSizing: 'border-box',
    whiteSpace: 'nowrap',
    wrapper: 'block',
  })
  expect((await page.locator('#hero').boundingBox())?.height).toBe(400)

  // Nav's structural CSS and default skin apply: round 44 px arrows, bullets in a row.
  const next = page.locator('#with-nav .strata-arrow-next')
  await expect(next).toHaveCSS('width', '44px')
  await expect(next).toHaveCSS('border-radius', '50%')
  await expect(next).toHaveCSS('position', 'absolute')
  await expect(page.locator('#with-nav .strata-bullets')).toHaveCSS('display', 'flex')
  const bullets = await page
    .locator('#with-nav .strata-bullet')
    .evaluateAll((list) => list.map((b) => Math.round(b.getBoundingClientRect().top)))
  expect(bullets).toHaveLength(3)
  expect(new Set(bullets).size).toBe(1)
  await next.click()
  await expect(page.locator('#with-nav .strata-bullet').nth(1)).toHaveAttribute(
    'aria-current',
    'true',
  )
  // Destroyed, it takes its sheet with it.
  expect(
    await page.evaluate(() => {
      ;(window as unknown as { withNav: { destroy(): void } }).withNav.destroy()
      return document.adoptedStyleSheets.length
    }),
  ).toBe(2)
})

test('drop-in: under that policy the pre-sizing still reserves the box as the page is parsed', async ({
  page,
  embedUrl,
}) => {
  // A page made for the original, its own inline `<style>` taken out (the policy would refuse it).
  await servePolicy(page, `${embedUrl}/dropin-inline.html`, POLICY, (html) =>
    html.replace(/<style>[^<]*<\/style>/, ''),
  )
  await recordViolations(page)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const box = document.getElementById('SR7_1_1')?.getBoundingClientRect()
      Object.assign(window, { parsedHeight: box?.height })
    })
  })
  await openEmbedPage(page, `${embedUrl}/dropin-inline.html`)
  await page.evaluate(() => window.Strata.dropIn.ready)
  await expect.poll(() => currentLayerTexts(page, '#SR7_1_1')).toEqual(['Hero slide 1'])
  expect(
    await page.evaluate(() => ({
      violations: (window as unknown as { __violations: string[] }).__violations,
      parsedHeight: (window as unknown as { parsedHeight: number }).parsedHeight,
      styles: document.querySelectorAll('style').length,
    })),
  ).toEqual({ violations: [], parsedHeight: 400, styles: 0 })
})
