import { ALL_LAYERS, layersModule } from '../src/demos/layers/layers-all-data'
import { WIDTHS } from './fidelity-measure'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'

/**
 * A global layer shows over its slide range (`sStart`..`sEnd`, docs/behaviour.md §3), by the
 * shown slide's place. `removeSlide` of an earlier slide moves the shown slide to another place
 * with no slide change: the range follows at once. Found by the path fuzz (seed 55): the "every
 * layer type" module's badge (slide 1 only) stayed hidden on the slide that became the first.
 */
const module = layersModule('every-layer', ALL_LAYERS)

for (const [name, viewport] of Object.entries(WIDTHS))
  test(`${name}: the slide that becomes the first shows the first slide's global layer`, async ({
    page,
    consoleErrors,
  }) => {
    await openGolden(page, module, viewport)
    const badge = page.locator('.strata-global-slide [data-layer-id="badge"]')
    await expect(badge).toBeVisible()
    await page.evaluate(() => window.__golden?.goTo(1))
    await page.waitForFunction(() => window.__golden?.state.index === 1)
    await expect(badge).toBeHidden()
    await page.evaluate(() => window.__golden?.removeSlide(0))
    await page.waitForFunction(() => window.__golden?.state.count === 1)
    await expect(page.locator('.strata-slide[aria-current="true"]')).toHaveAttribute(
      'data-slide-id',
      '2',
    )
    await expect(badge).toBeVisible()
    expect(await page.evaluate(() => window.__golden!.report)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
