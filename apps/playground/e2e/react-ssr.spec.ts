import { buildClient, renderPage } from '../ssr/page'
import { type StaticServer, serveSsr } from '../ssr/server'
import { expect, test } from './fixtures'
import { holdScripts } from './hold-scripts'
import { recordViolations, violations } from './policy'
import { shotPath } from './screens'
import { styleWritesAtRest } from './style-writes'

const SCREENSHOT = shotPath('react-ssr-nojs')

let server: StaticServer
test.beforeAll(async () => {
  // renderToString runs here, in the Node test process; the browser gets plain HTML.
  server = await serveSsr(renderPage(), buildClient())
})
test.afterAll(async () => {
  await server?.close()
})

test('without JavaScript the server markup shows the first slide in its sized box', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await page.goto(server.url)
  const root = page.locator('#ssr-hero')
  await expect(root).toHaveClass(/strata-module/)
  await expect(root).toHaveAttribute('aria-label', 'Server-rendered hero')
  const slide = root.locator('.strata-stage > .strata-slides > .strata-slide[data-index="0"]')
  await expect(slide).toBeVisible()
  await expect(slide.locator('h2')).toHaveText('Slide 1')
  await expect(slide).toContainText('Rendered on the server: no script needed to see it.')
  await expect(slide.locator('img')).toHaveJSProperty('complete', true)
  // The page's `#app .strata-ssr-image` rule (id weight) does not reach the shell's image.
  expect((await slide.locator('img').boundingBox())?.height).toBe(400)
  // 1280 px wide at the 1600x500 grid: the box CSS alone makes it 400 px tall.
  expect((await root.boundingBox())?.height).toBe(400)
  await page.screenshot({ path: SCREENSHOT })
  await context.close()
})

test('hydration gives no warning, keeps the server slide and shifts no layout (CLS 0)', async ({
  page,
  consoleErrors,
}) => {
  const messages: string[] = []
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`))
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[])
        w.__cls += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const release = await holdScripts(page)
  // 'commit': the load event would wait for the held-back script.
  await page.goto(server.url, { waitUntil: 'commit' })
  const root = page.locator('#ssr-hero')
  // Before the script arrives: the first slide is there, not yet taken over by the slider.
  await expect(root.locator('.strata-ssr-title')).toHaveText('Slide 1')
  await expect(root.locator('.strata-slide[aria-current]')).toHaveCount(0)
  const serverBox = await root.boundingBox()
  release()
  // After: core adopts the server slide (one slide 0, current) and draws its own content.
  const current = root.locator('.strata-slide[aria-current="true"]')
  await expect(current).toHaveAttribute('data-index', '0', { timeout: 10_000 })
  await expect(current.locator('.demo-slide-title')).toHaveText('Slide 1')
  await expect(root.locator('.strata-slide[data-index="0"]')).toHaveCount(1)
  await expect(root.locator('.strata-ssr')).toHaveCount(0)
  expect(await root.boundingBox()).toEqual(serverBox)
  await page.waitForTimeout(300)
  // A CLS of 0 means something only where the browser reports layout shifts at all.
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes)).toContain(
    'layout-shift',
  )
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
  expect(cls).toBe(0)
  expect(messages.filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('under a policy that allows only nonce-carrying styles: nothing refused, the box sized before the script, hydration without a warning', async ({
  page,
  consoleErrors,
}) => {
  const nonce = 'c3NyLW5vbmNl'
  const strict = await serveSsr(renderPage({ nonce }), buildClient(), {
    policy: `style-src 'nonce-${nonce}' 'report-sample'; script-src 'self'`,
  })
  try {
    const messages: string[] = []
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`))
    await recordViolations(page)
    const release = await holdScripts(page)
    await page.goto(strict.url, { waitUntil: 'commit' })
    const root = page.locator('#ssr-hero')
    // Before the script: the shell's <style> (with the nonce) sizes the box and lays out the
    // first slide's static copy, which no style attribute could have done under this policy.
    await expect(root.locator('.strata-ssr-title')).toHaveText('Slide 1')
    expect((await root.boundingBox())?.height).toBe(400)
    const image = root.locator('.strata-ssr-image')
    expect(await image.evaluate((el) => getComputedStyle(el).objectFit)).toBe('cover')
    expect((await image.boundingBox())?.height).toBe(400)
    release()
    const current = root.locator('.strata-slide[aria-current="true"]')
    await expect(current).toHaveAttribute('data-index', '0', { timeout: 10_000 })
    expect((await root.boundingBox())?.height).toBe(400)
    expect(await violations(page)).toEqual([])
    expect(messages.filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([])
    expect(consoleErrors).toEqual([])
  } finally {
    await strict.close()
  }
})

// The shell's ratio rule held on after core wrote the exact height made the width follow that
// height: at 480 px (the tablet level, its height's width rounded down to 479.97 px, so core
// took the phone level) the root grew to 648 px and resized itself every 100 ms for ever.
// 900 px is a width the ratio rule happened to hold still at.
for (const [width, height] of [
  [480, (480 * 360) / 778],
  [900, (900 * 420) / 1024],
] as const)
  test(`at ${width} px the hydrated root keeps the page's width and its level's height, and stops resizing`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    await page.goto(server.url)
    const root = page.locator('#ssr-hero')
    await expect(root.locator('.strata-slide[aria-current="true"]')).toHaveCount(1, {
      timeout: 10_000,
    })
    expect(await styleWritesAtRest(root)).toBe(0)
    const box = await root.boundingBox()
    expect(box?.width).toBe(width)
    expect(Math.abs((box?.height ?? 0) - height)).toBeLessThan(0.5)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    await context.close()
  })
