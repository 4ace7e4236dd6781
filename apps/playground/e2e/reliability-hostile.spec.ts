import { ACTIVE_ATTRIBUTES, ACTIVE_ELEMENTS } from '../src/fuzz/active-content'
import { activeSlide, expect, test } from './fixtures'
import { hostileModule } from './reliability-payloads'

/** Every `window.__pwned*` flag the page holds. */
const flags = () => Object.keys(window).filter((key) => key.startsWith('__pwned'))

test('hostile layer HTML and nav templates run nothing and do not navigate (docs/security.md)', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/?page=byo')
  await expect(activeSlide(page)).toBeVisible()
  const url = page.url()
  const base = await page.evaluate(() => document.baseURI)
  // A marker on this document: a navigation would lose it.
  await page.evaluate(() => Object.assign(window, { __stay: true }))

  await page.getByLabel('Module JSON').fill(JSON.stringify(hostileModule()))
  await page.getByRole('button', { name: 'Run module' }).click()
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  const slide = activeSlide(page)
  await expect(slide.locator('.strata-layer-text')).toHaveCount(21)
  await expect(page.locator('[role="tab"]').first()).toContainText('Hostile one')

  // Every image has loaded or failed: an onerror payload would have run by now.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
  // Click everything a visitor could: links (HTML and SVG), buttons, SVG text, tabs.
  await page.evaluate(() => {
    const module = document.querySelector('.strata-module')
    for (const el of module?.querySelectorAll('a, button, text, summary, [role="tab"]') ?? [])
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  })
  // Actions bound by the data to events no visitor makes, sent once the actions are bound (an
  // image's own error may come before): a link there must not run.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('.strata-module [data-strata-actions]'))
      for (const type of ['error', 'mouseenter', 'transitionend']) el.dispatchEvent(new Event(type))
  })
  // Two frames later (SMIL and clicks have run), the same document is still here.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

  expect(await page.evaluate(flags)).toEqual([])
  expect(page.url()).toBe(url)
  expect(await page.evaluate(() => (window as { __stay?: boolean }).__stay)).toBe(true)
  expect(await page.evaluate(() => document.baseURI)).toBe(base)
  expect(requests.filter((u) => u.includes('pwned'))).toEqual([])
  const module = page.locator('.strata-module')
  await expect(module.locator(ACTIVE_ELEMENTS)).toHaveCount(0)
  await expect(module.locator(ACTIVE_ATTRIBUTES)).toHaveCount(0)

  // The removals are reported, once per layer text and once for the template.
  const report = page.getByTestId('shell-report')
  await expect(report).toContainText("removed from the layer's HTML")
  await expect(report).toContainText('settings.nav.tabs.html')
})
