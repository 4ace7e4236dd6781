import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

const BAD_MODULE = JSON.stringify({
  id: 'pasted',
  settings: { alias: 'pasted', slideshow: { length: 'forever' } },
  slides: {
    7: {
      id: 7,
      slide: { title: 'Pasted slide' },
      layers: { t: { id: 't', type: 'text', content: { text: 'Pasted slide' } } },
    },
    8: 'not a slide',
  },
})

test('the bring-your-own page runs the samples with the real plugins: layers drawn, only the layers it cannot draw reported', async ({
  page,
}) => {
  await page.goto('/?page=byo')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await expect(activeSlide(page)).toBeVisible()
  await expect(activeSlide(page)).toContainText('Spring launch')
  // Drawn by @strata/layers-text, not by a stand-in.
  await expect(activeSlide(page).locator('.strata-layer-text').first()).toBeVisible()
  await expect(page.getByTestId('shell-report')).toContainText('No problems in the data.')
  await page.getByLabel('Start from a sample').selectOption('full-height')
  await expect(activeSlide(page).locator('.strata-layer').first()).toBeVisible()
  await expect(page.getByTestId('shell-report')).toContainText('No problems in the data.')
  // The stories export holds an add-on layer no plugin draws: listed first, alone.
  await page.getByLabel('Start from a sample').selectOption('stories')
  await expect(activeSlide(page).locator('.strata-layer').first()).toBeVisible()
  const left = page.getByTestId('shell-report').locator('[data-kind="Layers not rendered"]')
  await expect(left).toContainText('Layers not rendered (1)')
  await expect(left).toContainText('add-on layer "particlewave"')
  await expect(page.getByTestId('shell-report').locator('.report-group')).toHaveCount(1)
  await page.screenshot({ path: shotPath('playground-byo'), fullPage: true })
})

test('a pasted module runs and its bad values are listed in the report', async ({ page }) => {
  await page.goto('/?demo=byo')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await page.getByLabel('Module JSON').fill(BAD_MODULE)
  await page.getByRole('button', { name: 'Run module' }).click()
  await expect(activeSlide(page)).toContainText('Pasted slide')
  const report = page.getByTestId('shell-report')
  // Grouped by kind, each entry with its path.
  await expect(report.locator('[data-kind="Module settings"]')).toContainText(
    'settings.slideshow.length',
  )
  await expect(report.locator('[data-kind="Slides"]')).toContainText('slides.8')
  // The same entries arrived as a live module:report event.
  await expect(report.locator('.report-events > li')).not.toHaveCount(0)
  await expect(page.getByRole('tab', { name: /Validation report \([1-9]/ })).toBeVisible()
})

test('bad JSON gives a clear message and the page keeps working', async ({ page }) => {
  await page.goto('/?page=byo')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  await page.getByLabel('Module JSON').fill('{ "id": 1, "slides": ')
  await page.getByRole('button', { name: 'Run module' }).click()
  await expect(page.getByTestId('byo-error')).toContainText('This is not valid JSON')
  await page.getByLabel('Module JSON').fill('[1, 2]')
  await page.getByRole('button', { name: 'Run module' }).click()
  await expect(page.getByTestId('byo-error')).toContainText('The JSON is a list')
  await expect(activeSlide(page)).toBeVisible()
})

test('an uploaded .json file runs', async ({ page }) => {
  await page.goto('/?page=byo')
  await page.getByLabel('Or upload a .json file').setInputFiles({
    name: 'pasted.json',
    mimeType: 'application/json',
    buffer: Buffer.from(BAD_MODULE),
  })
  await expect(activeSlide(page)).toContainText('Pasted slide')
  await expect(page.getByTestId('byo-error')).toHaveCount(0)
})
