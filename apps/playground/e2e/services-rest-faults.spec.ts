import { activeSlide, expect, test } from './fixtures'
import { restServerForFile } from './rest-server-fixture'

const server = restServerForFile()

/** The ajax fixture: the full object comes through get_full_slider_object first. */
const ajaxPage = (alias = 'rest-hero') =>
  `/?${new URLSearchParams({
    demo: 'services-rest',
    mode: 'ajax',
    alias,
    base: `${server.url}/wp-json/`,
    ajaxUrl: `${server.url}/wp-admin/admin-ajax.php`,
  })}`

/**
 * The browser logs each failed request itself ("Failed to load resource"): those are the faults
 * the test asked for, so they are checked here and taken off the fixture's console-error list.
 */
const takeNetworkErrors = (errors: string[]): string[] => {
  const network = errors.filter((e) => /Failed to load resource|net::ERR_/.test(e))
  expect(errors.filter((e) => !network.includes(e))).toEqual([])
  errors.length = 0
  return network
}

const posts = () => server.stats.matching('POST', 'admin-ajax.php')

test('4 dropped connections (status 0) then success: retried 750 ms apart', async ({
  page,
  consoleErrors,
}) => {
  server.faults.drop = 4
  server.faults.only = 'admin-ajax'
  await page.goto(ajaxPage())
  await expect(page.getByTestId('rest-status')).toHaveAttribute('data-status', 'shown', {
    timeout: 10_000,
  })
  await expect(activeSlide(page)).toContainText('REST hero 1')
  const tries = posts()
  expect(tries.map((r) => r.outcome)).toEqual(['drop', 'drop', 'drop', 'drop', 'ok'])
  const gaps = tries.slice(1).map((r, i) => r.at - (tries[i]?.at ?? 0))
  for (const gap of gaps) {
    expect(gap).toBeGreaterThanOrEqual(745)
    expect(gap).toBeLessThan(1400)
  }
  expect(takeNetworkErrors(consoleErrors).length).toBeLessThanOrEqual(4)
})

test('6 dropped connections: 1 try and 5 retries, then the error path', async ({
  page,
  consoleErrors,
}) => {
  server.faults.drop = 6
  server.faults.only = 'admin-ajax'
  await page.goto(ajaxPage())
  await expect(page.getByTestId('rest-status')).toHaveAttribute('data-status', 'failed', {
    timeout: 10_000,
  })
  await expect(page.getByTestId('rest-status')).toContainText(
    'network failure (status 0) after 6 tries',
  )
  expect(posts().map((r) => r.outcome)).toEqual(Array(6).fill('drop'))
  await expect(page.locator('.strata-slide')).toHaveCount(0)
  takeNetworkErrors(consoleErrors)
})

test('concatenated JSON objects are repaired: the one with success true is taken', async ({
  page,
}) => {
  server.faults.concat = 1
  await page.goto(ajaxPage())
  await expect(page.getByTestId('rest-status')).toHaveAttribute('data-status', 'shown')
  await expect(activeSlide(page)).toContainText('REST hero 1')
  expect(posts().map((r) => r.outcome)).toEqual(['concat'])
})

test('a body that is a JSON string of the object loads (REST and ajax)', async ({ page }) => {
  server.faults.jsonString = 2
  await page.goto(ajaxPage())
  await expect(activeSlide(page)).toContainText('REST hero 1')
  await page.goto(ajaxPage().replace('mode=ajax', 'mode=rest'))
  await expect(activeSlide(page)).toContainText('REST hero 1')
  expect(server.stats.log.map((r) => r.outcome)).toEqual(['string', 'string'])
})

test('a 500 rejects with its status text, and is not retried', async ({ page, consoleErrors }) => {
  server.faults.fail500 = 1
  await page.goto(ajaxPage())
  await expect(page.getByTestId('rest-status')).toHaveText('failed: Internal Server Error')
  expect(posts()).toHaveLength(1)
  expect(takeNetworkErrors(consoleErrors)).toHaveLength(1)
})

test('a slow answer (400 ms) still loads', async ({ page }) => {
  server.faults.slowMs = 400
  await page.goto(ajaxPage())
  await expect(activeSlide(page)).toContainText('REST hero 1')
})
