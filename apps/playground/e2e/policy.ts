import type { Page } from '@playwright/test'

/*
 * Pages under a content security policy (docs/security.md "Content security policy"): the
 * policy served with a page, and what it refused, recorded from the page's first script on.
 */

/** Serves the page at `url` with `policy` as its content security policy; `edit` changes its HTML. */
export async function servePolicy(
  page: Page,
  url: string | RegExp,
  policy: string,
  edit = (html: string) => html,
): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch()
    await route.fulfill({
      response,
      body: edit(await response.text()),
      headers: { ...response.headers(), 'content-security-policy': policy },
    })
  })
}

/** Records each refusal as `directive sample` in the page's `__violations` (`violations`). */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.sample}`),
    )
  })
}

/** What the page's policy refused so far (`recordViolations`). */
export const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

/** The rules the page's document adopted (`adoptCss`, `ownSheet`: what no policy refuses). */
export const adoptedRules = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText)),
  )
