import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { type Box, compareBoxes, type ExpectedCase, measureLayers } from './golden-measure'

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

/** README "At rest": in-animations settled, then nothing changing for 500 ms. */
async function settle(page: Page, ids: readonly string[]): Promise<Record<string, Box>> {
  await page.waitForTimeout(1200)
  let last = ''
  let stableSince = Date.now()
  const deadline = Date.now() + 8000
  for (;;) {
    const boxes = await page.evaluate(measureLayers, ids)
    const key = JSON.stringify(boxes)
    if (key !== last) {
      last = key
      stableSince = Date.now()
    } else if (Date.now() - stableSince >= 500 || Date.now() > deadline) return boxes
    await page.waitForTimeout(100)
  }
}

test.describe('golden cases: layer boxes as the reference draws them, within 2 px', () => {
  test.describe.configure({ timeout: 60_000 })
  for (const name of cases) {
    test(name, async ({ page }) => {
      const expected = JSON.parse(
        readFileSync(`${GOLDEN}${name}.expected.json`, 'utf8'),
      ) as ExpectedCase
      const data: unknown = JSON.parse(readFileSync(`${GOLDEN}${name}.module.json`, 'utf8'))
      await page.setViewportSize(expected.viewport)
      await page.addInitScript((module) => {
        ;(window as unknown as { __goldenModule: unknown }).__goldenModule = module
      }, data)
      await page.goto('/golden.html')
      await page.waitForFunction(() => window.__golden?.state.ready === true)
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
