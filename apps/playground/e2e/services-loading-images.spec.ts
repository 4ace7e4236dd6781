import type { Page } from '@playwright/test'
import { startImageServer } from '../server/images.mjs'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

let server: Awaited<ReturnType<typeof startImageServer>>

test.beforeAll(async () => {
  server = await startImageServer({ delay: 250 })
})
test.afterAll(async () => {
  await server.close()
})
test.beforeEach(() => server.stats.reset())

/** Opens the loading-images fixture on `route` (a /img/... path with {i}) and waits until done. */
async function queueImages(page: Page, route: string, count: number, cross = false) {
  const images = encodeURIComponent(`${server.url}${route}`)
  await page.goto(`/?demo=loading-images&images=${images}&count=${count}${cross ? '&cross=1' : ''}`)
  await page.waitForFunction(() => window.__loading?.done === true, undefined, { timeout: 15_000 })
  return page.evaluate(() => window.__loading!)
}

test('Image queue: 5 parallel slots — 20 slow images never have more than 5 requests in flight on the server', async ({
  page,
}) => {
  const { results } = await queueImages(page, '/img/slow/{i}.png', 20)
  expect(results).toHaveLength(20)
  expect(results.every((r) => r.state === 'loaded' && r.attempts === 1)).toBe(true)
  expect(server.stats.requests).toHaveLength(20)
  // Exactly 5: the queue fills all its slots, and the browser's own limit (6 per host) is not the cap.
  expect(server.stats.maxInFlight).toBe(5)
  await expect(page.locator('img.strata-loaded-image')).toHaveCount(20)
  await page.screenshot({ path: shotPath('services-loading-images'), fullPage: true })
})

test('width and height are recorded once loaded', async ({ page }) => {
  const { results } = await queueImages(page, '/img/slow/size-{i}.png', 2)
  expect(results.map(({ width, height }) => ({ width, height }))).toEqual([
    { width: 48, height: 32 },
    { width: 48, height: 32 },
  ])
})

test('A failed image is retried once with the opposite crossOrigin setting: without, then with crossOrigin', async ({
  page,
  consoleErrors,
}) => {
  const { results } = await queueImages(page, '/img/cors-only/{i}.png', 2)
  expect(results.map((r) => [r.state, r.attempts, r.crossOrigin])).toEqual([
    ['loaded', 2, true],
    ['loaded', 2, true],
  ])
  const seen = server.stats.requests.filter((r) => r.path === '/img/cors-only/0.png')
  expect(seen).toEqual([
    { path: '/img/cors-only/0.png', cors: false, status: 403 },
    { path: '/img/cors-only/0.png', cors: true, status: 200 },
  ])
  // Chromium logs each refused first attempt; nothing else may reach the console.
  expect(consoleErrors).toHaveLength(2)
  expect(consoleErrors.every((e) => e.includes('403'))).toBe(true)
  consoleErrors.length = 0
})

test('A failed image is retried once with the opposite crossOrigin setting: with, then without crossOrigin', async ({
  page,
  consoleErrors,
}) => {
  const { results } = await queueImages(page, '/img/no-cors/{i}.png', 1, true)
  expect(results[0]).toMatchObject({ state: 'loaded', attempts: 2, crossOrigin: false })
  expect(server.stats.requests.map((r) => [r.cors, r.status])).toEqual([
    [true, 403],
    [false, 200],
  ])
  expect(consoleErrors.length).toBeGreaterThan(0)
  expect(consoleErrors.every((e) => /403|CORS|ERR_FAILED/.test(e))).toBe(true)
  consoleErrors.length = 0
})

test("Image failure after the retry: console 'Image Error: {url} could not be loaded'", async ({
  page,
  consoleErrors,
}) => {
  const { results, errors } = await queueImages(page, '/img/missing/{i}.png', 1)
  const url = `${server.url}/img/missing/0.png`
  expect(results[0]).toMatchObject({ state: 'error', attempts: 2 })
  expect(server.stats.requests.map((r) => [r.cors, r.status])).toEqual([
    [false, 404],
    [true, 404],
  ])
  expect(errors).toEqual([`Image Error: ${url} could not be loaded`])
  const imageErrors = consoleErrors.filter((e) => e.startsWith('Image Error'))
  expect(imageErrors).toEqual([`Image Error: ${url} could not be loaded`])
  // The rest are Chromium's own lines for the two 404 responses.
  expect(
    consoleErrors
      .filter((e) => !e.startsWith('Image Error'))
      .every((e) => /404|CORS|ERR_FAILED/.test(e)),
  ).toBe(true)
  consoleErrors.length = 0
})
