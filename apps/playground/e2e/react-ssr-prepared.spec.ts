import type { Page } from '@playwright/test'
import { buildClient, buildPreparedClient, renderPage, renderPreparedPage } from '../ssr/page'
import { type StaticServer, serveSsr } from '../ssr/server'
import { expect, test } from './fixtures'
import { holdScripts } from './hold-scripts'

/**
 * `@strata/react/prepared`: the SSR page of react-ssr.spec.ts with its module prepared on the
 * server (`prepareModule`). Its shell and its hydrated slider must be the raw page's, and its
 * client must fetch no normaliser.
 */
/** A message of core's normaliser: in the code that reads raw data only. */
const NORMALISER = 'no slides to show'

let raw: StaticServer
let prepared: StaticServer
let client: Record<string, string>
test.beforeAll(async () => {
  client = buildPreparedClient()
  raw = await serveSsr(renderPage(), buildClient())
  prepared = await serveSsr(renderPreparedPage(), client)
})
test.afterAll(async () => {
  await raw?.close()
  await prepared?.close()
})

const SHELL = ['#ssr-hero', '.strata-ssr-image', '.strata-ssr-title', '.strata-ssr-text']
const HYDRATED = ['#ssr-hero', '.strata-slide[aria-current="true"]', '.demo-slide-title']

/** The boxes of `selectors` (the first match each), rounded to 0.1 px. */
const boxes = (page: Page, selectors: readonly string[]) =>
  page.evaluate(
    (list) =>
      list.map((s) => {
        const r = document.querySelector(s)?.getBoundingClientRect()
        return r && [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10)
      }),
    selectors,
  )

test('the split client holds the raw reader in a file of its own, not in client.js', () => {
  const holding = Object.keys(client).filter((name) => client[name]?.includes(NORMALISER))
  expect(holding).toHaveLength(1)
  expect(holding).not.toContain('client.js')
})

for (const width of [1280, 900, 480])
  test(`at ${width} px the shell and the hydrated slider are the raw page's, with no normaliser fetched`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const open = async (url: string) => {
      const page = await context.newPage()
      const messages: string[] = []
      const scripts: Promise<string>[] = []
      page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`))
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) scripts.push(r.text())
      })
      const release = await holdScripts(page)
      await page.goto(url, { waitUntil: 'commit' })
      await expect(page.locator('#ssr-hero .strata-ssr-title')).toHaveText('Slide 1')
      const shell = await boxes(page, SHELL)
      release()
      const current = page.locator('#ssr-hero .strata-slide[aria-current="true"]')
      await expect(current).toHaveAttribute('data-index', '0', { timeout: 10_000 })
      await expect(current.locator('.demo-slide-title')).toHaveText('Slide 1')
      await expect(page.locator('.strata-ssr')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      return { page, messages, shell, hydrated: await boxes(page, HYDRATED), scripts }
    }
    const a = await open(raw.url)
    const b = await open(prepared.url)
    expect(b.shell.every(Boolean)).toBe(true)
    expect(b.shell).toEqual(a.shell)
    expect(b.hydrated).toEqual(a.hydrated)
    const fetched = await Promise.all(b.scripts)
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.filter((s) => s.includes(NORMALISER))).toEqual([])
    expect(b.messages.filter((m) => /error|hydrat|did not match|mismatch/i.test(m))).toEqual([])
    if (width === 480) await b.page.screenshot({ path: 'test-results/react-ssr-prepared-480.png' })
    await context.close()
  })
