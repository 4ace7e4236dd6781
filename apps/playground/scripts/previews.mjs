// @ts-check
/**
 * Takes the gallery's picture of each demo (src/previews/<name>.jpg): serves the built playground
 * (`pnpm --filter @strata/playground build` first) on 127.0.0.1, opens every demo the gallery
 * lists in Debian's Chromium, lets its entrance play, and keeps a 16:9 view of the module.
 * Usage: pnpm --filter @strata/playground previews
 */
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'

const out = fileURLToPath(new URL('../src/previews/', import.meta.url))
/** How long a demo's entrance gets before its picture (layers rise over about 2 s). */
const SETTLE_MS = 2500

const server = await preview({
  root: fileURLToPath(new URL('..', import.meta.url)),
  preview: { host: '127.0.0.1', port: 4431, strictPort: true },
})
const base = 'http://127.0.0.1:4431/'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  await mkdir(out, { recursive: true })
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 0.5,
  })
  await page.goto(base)
  const names = await page
    .locator('a.demo-link:not([data-fixture])')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-demo') ?? ''))
  for (const name of names) {
    await page.goto(`${base}?demo=${name}`)
    const frame = page.locator('[data-testid="device-frame"]')
    await page
      .locator('.strata-slide[aria-current="true"]')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => console.warn(`${name}: no current slide within 10 s; taking the page as it is`))
    await page.waitForTimeout(SETTLE_MS)
    const box = await frame.boundingBox()
    if (!box) {
      console.warn(`${name}: no device frame, skipped`)
      continue
    }
    const height = Math.min(box.height, Math.round((box.width * 9) / 16))
    await page.screenshot({
      path: `${out}${name}.jpg`,
      type: 'jpeg',
      quality: 70,
      clip: { x: box.x, y: box.y, width: box.width, height },
    })
    console.log(`${name}.jpg`)
  }
} finally {
  await browser.close()
  await new Promise((resolve) => server.httpServer.close(resolve))
}
