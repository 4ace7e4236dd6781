import { activeSlide, expect, test } from './fixtures'
import { restServerForFile } from './rest-server-fixture'
import { shotPath } from './screens'

const server = restServerForFile()

const page = (query: Record<string, string>) =>
  `/?${new URLSearchParams({
    demo: 'services-rest',
    base: `${server.url}/wp-json/`,
    ajaxUrl: `${server.url}/wp-admin/admin-ajax.php`,
    ...query,
  })}`

test('loads a module by alias over REST (full slider object, srengine=7, raw=true, alias=true)', async ({
  page: tab,
}) => {
  await tab.goto(page({ alias: 'rest-hero' }))
  await expect(tab.getByTestId('rest-status')).toHaveAttribute('data-status', 'shown')
  await expect(tab.locator('.strata-module')).toBeVisible()
  await expect(activeSlide(tab)).toHaveAttribute('data-index', '0')
  await expect(activeSlide(tab)).toContainText('REST hero 1: layer from the server')
  const gets = server.stats.matching('GET', '/sliderrevolution/sliders/')
  expect(gets.map((r) => r.path + r.query)).toEqual([
    '/wp-json/sliderrevolution/sliders/rest-hero?srengine=7&raw=true&alias=true',
  ])
  await tab.locator('#services-rest').screenshot({
    path: shotPath('services-rest-alias'),
  })
})

test('loads a module by id, its SR7_ prefix and numeric suffix cut off', async ({ page: tab }) => {
  await tab.goto(page({ id: 'SR7_21_1' }))
  await expect(activeSlide(tab)).toContainText('REST hero 1')
  expect(server.stats.matching('GET', '/sliders/').map((r) => r.path + r.query)).toEqual([
    '/wp-json/sliderrevolution/sliders/21?srengine=7&raw=true',
  ])
})

test('a response lacking success: the console says the alias could not be loaded from the database, nothing shows', async ({
  page: tab,
}) => {
  const warnings: string[] = []
  tab.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  await tab.goto(page({ alias: 'no-such-module' }))
  await expect(tab.getByTestId('rest-status')).toHaveAttribute('data-status', 'failed')
  await expect(tab.getByTestId('rest-status')).toContainText(
    'alias "no-such-module" could not be loaded from the database (Slider not found)',
  )
  expect(warnings.join('\n')).toContain('could not be loaded from the database')
  await expect(tab.locator('.strata-slide')).toHaveCount(0)
  await expect(tab.locator('.strata-error-slide')).toHaveCount(0)
})

test("lazy slide load: a slide's layers come by slideid before it shows", async ({ page: tab }) => {
  await tab.goto(page({ alias: 'rest-lazy', lazy: '1' }))
  await expect(activeSlide(tab)).toContainText('Lazy 1: layer from the server')
  // The first slide holds its layers; lazy slides within 2 of it are fetched ahead.
  await expect
    .poll(() =>
      server.stats
        .matching('POST', 'admin-ajax')
        .map((r) => Number(r.slideid))
        .sort(),
    )
    .toEqual([2202, 2203, 2205, 2206])
  const full = server.stats.matching('GET', '/sliders/')[0]
  expect(full?.path).toBe('/wp-json/sliderrevolution/sliders/rest-lazy')
  await tab.evaluate(() => window.__rest?.slider?.goTo(1))
  await expect(activeSlide(tab)).toHaveAttribute('data-index', '1')
  await expect(activeSlide(tab)).toContainText('Lazy 2: layer from the server')
  await tab.evaluate(() => window.__rest?.slider?.goTo(3))
  await expect(activeSlide(tab)).toHaveAttribute('data-index', '3')
  await expect(activeSlide(tab)).toContainText('Lazy 4: layer from the server')
  expect(server.stats.matching('POST', 'admin-ajax').some((r) => r.slideid === '2204')).toBe(true)
  await tab.locator('#services-rest').screenshot({
    path: shotPath('services-rest-lazy'),
  })
})
