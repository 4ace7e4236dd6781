import { showcaseModule } from '../src/demos/media/data'
import { type Raw, WIDTHS } from './fidelity-measure'
import { expect, test } from './fixtures'
import { type Box, openGolden, settle } from './golden-measure'

/**
 * A slide shown again draws its layers as it did the first time (docs/behaviour.md §4 "Layer
 * scenes"): the media showcase's hero has a headline whose words rise in (`in` moves the words)
 * and whose `out` fades the whole layer. Before, the headline stayed faded out once the visitor
 * came back to the hero, found by the path fuzz (e2e/fidelity-path-fuzz.spec.ts).
 */
const module: Raw = showcaseModule()
const ids = Object.keys(module.slides[1].layers)

const shown = (box: Box | undefined) => !!box && !('missing' in box) && box.visible

for (const [name, viewport] of Object.entries(WIDTHS))
  test(`${name}: back on the hero, every layer is where and as it was first`, async ({ page }) => {
    await openGolden(page, module, viewport)
    const first = await settle(page, ids)
    expect(shown(first.headline), 'the headline, first').toBe(true)
    await page.evaluate(() => window.__golden?.goTo(1))
    await page.waitForFunction(() => window.__golden?.state.index === 1)
    await settle(page, ids, 300)
    await page.evaluate(() => window.__golden?.goTo(0))
    await page.waitForFunction(() => window.__golden?.state.index === 0)
    const again = await settle(page, ids)
    for (const id of ids) {
      const [a, b] = [first[id], again[id]]
      expect(shown(b), `${id} shown again`).toBe(shown(a))
      if (!a || !b || 'missing' in a || 'missing' in b) continue
      expect(Math.abs(b.opacity - a.opacity), `${id} opacity`).toBeLessThan(0.01)
      for (const key of ['x', 'y', 'w', 'h'] as const)
        expect(Math.abs(b[key] - a[key]), `${id} ${key}`).toBeLessThanOrEqual(2)
    }
  })
