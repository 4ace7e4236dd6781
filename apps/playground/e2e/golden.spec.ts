import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures'
import { compareBoxes, type ExpectedCase, openGolden, settle } from './golden-measure'

/**
 * The golden cases (../shared/golden, README there): small modules in the real exported shape with
 * the layer boxes the reference front end draws at rest. Every layer's border box must be within
 * 2 px per edge, and layers the reference keeps hidden must be hidden.
 */
const GOLDEN = fileURLToPath(new URL('../../../../shared/golden/', import.meta.url))
const cases = readdirSync(GOLDEN)
  .filter((file) => file.endsWith('.module.json'))
  .map((file) => file.replace('.module.json', ''))
  .sort()

test.describe('golden cases: layer boxes as the reference draws them, within 2 px', () => {
  test.describe.configure({ timeout: 60_000 })
  for (const name of cases) {
    test(name, async ({ page }) => {
      const expected = JSON.parse(
        readFileSync(`${GOLDEN}${name}.expected.json`, 'utf8'),
      ) as ExpectedCase
      const data: unknown = JSON.parse(readFileSync(`${GOLDEN}${name}.module.json`, 'utf8'))
      await openGolden(page, data, expected.viewport)
      const size = await page.evaluate(() => {
        const r = document.getElementById('module')?.getBoundingClientRect()
        return { width: r?.width ?? 0, height: r?.height ?? 0 }
      })
      const problems: string[] = []
      for (const edge of ['width', 'height'] as const)
        if (Math.abs(size[edge] - expected.module[edge]) > 2)
          problems.push(`module ${edge} ${size[edge]} (expected ${expected.module[edge]})`)
      for (const [slideId, layers] of Object.entries(expected.slides)) {
        await page.evaluate((id) => window.__golden?.goTo(id), slideId)
        const boxes = await settle(page, Object.keys(layers))
        problems.push(...compareBoxes(slideId, layers, boxes, 2))
      }
      await page.screenshot({ path: `test-results/golden/${name}.png` })
      expect(problems, `${name}: layers off the reference`).toEqual([])
    })
  }
})
