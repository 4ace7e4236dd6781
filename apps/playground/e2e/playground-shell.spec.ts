import { activeSlide, expect, test } from './fixtures'
import { shotPath } from './screens'

/**
 * docs/behaviour.md §9: the five device levels, widest first, and the preview width of each: 1600 for
 * largedesktop, 1 px under each narrower level's breakpoint (1240, 1024, 778, 480), since a
 * container as wide as a breakpoint belongs to the wider level (docs/behaviour.md §9).
 */
const WIDTHS = [1600, 1239, 1023, 777, 479] as const
const LEVEL_NAMES = ['largedesktop', 'desktop', 'notebook', 'tablet', 'mobile'] as const

test('the device bar sets the preview width and core follows with state.level 0..4', async ({
  page,
}) => {
  await page.goto('/?demo=core-basic')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  const level = page.getByTestId('device-level')
  // Widest first, then back up: each preset gives its own level.
  for (const i of [4, 3, 2, 1, 0, 3] as const) {
    const width = WIDTHS[i]
    await page.getByRole('button', { name: `${LEVEL_NAMES[i]} ${width}px` }).click()
    await expect(level).toContainText(`state.level ${i} (${LEVEL_NAMES[i]}), container ${width}px`)
    await expect(page.getByTestId('device-frame')).toHaveJSProperty('offsetWidth', width)
  }
  await page.screenshot({ path: shotPath('playground-device-tablet') })
  await page.getByRole('button', { name: 'Fit page' }).click()
  await expect(level).toContainText('state.level 0 (largedesktop)')
})

test('the inspector is folded away at first; unfolded it shows the source data, the normalised model and the report', async ({
  page,
}) => {
  await page.goto('/?demo=core-basic')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  // The demo is what the page shows first: the debug panels wait behind their summary.
  await expect(page.getByTestId('shell-report')).toBeHidden()
  await page.getByText('Inspector: validation report (0)').click()
  await expect(page.getByTestId('shell-report')).toContainText('No problems in the data.')
  // Unfolding scrolls the module out of view and the readout above re-renders, so the tabs can
  // move under a click (it missed in CI): tabs are chosen from the keyboard, as below.
  await page.getByRole('tab', { name: 'Source data' }).press('Enter')
  // The raw export keeps its sparse 5-slot arrays; the model has every docs/behaviour.md default filled.
  await expect(page.getByTestId('shell-source')).toContainText('"slides"')
  await expect(page.getByTestId('shell-source')).not.toContainText('"navDelay"')
  await page.getByRole('tab', { name: 'Normalised model' }).press('Enter')
  await expect(page.getByTestId('shell-model')).toContainText('"length": 9000')
  await expect(page.getByTestId('shell-model')).toContainText('"navDelay": 1000')
  await page.getByTestId('shell-model').screenshot({
    path: shotPath('playground-model-tab'),
  })
  await page.getByRole('tab', { name: 'Normalised model' }).press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'State' })).toBeFocused()
  await expect(page.getByTestId('shell-state')).toContainText('"ready": true')
})

test('the reduced-motion switch makes core see prefers-reduced-motion and pause the slideshow', async ({
  page,
}) => {
  await page.goto('/?demo=core-basic')
  await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  const reduced = page.getByTestId('reduced-motion')
  await expect(reduced).toHaveText('false')
  await page.getByRole('checkbox', { name: 'Simulate reduced motion' }).check()
  await expect(reduced).toHaveText('true')
  await page.getByText(/^Inspector:/).click()
  // Opening the inspector scrolls the module out of view, so the state readout above it
  // re-renders and the tabs can move under a click: the tab is chosen from the keyboard.
  await page.getByRole('tab', { name: 'State' }).press('Enter')
  await expect(page.getByTestId('shell-state')).toContainText('"motion"')
  // The choice is in the URL, so a reload starts with it.
  await page.reload()
  await expect(reduced).toHaveText('true')
  await page.getByRole('checkbox', { name: 'Simulate reduced motion' }).uncheck()
  await expect(reduced).toHaveText('false')
})

test('the real system setting still reaches core when the switch is off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/?demo=core-basic')
  await expect(page.getByTestId('reduced-motion')).toHaveText('true')
  await expect(page.getByText('Your system says: reduce')).toBeVisible()
})

test('the local REST server answers under /wp-json/ on the served playground', async ({ page }) => {
  const response = await page.request.get('/wp-json/sliderrevolution/sliders/no-such-module')
  // Mounted: the REST handler answers JSON (without it Vite would serve the HTML page).
  expect(response.headers()['content-type']).toContain('application/json')
})
