import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { inputTimings } from './event-timing.mjs'

// A page whose key handler runs 30 ms and asks for a frame that runs 20 more: what input.mjs
// reads from Chromium's trace must put each in its part of the press.
const PAGE = `<p>press</p><script>
const busy = (ms) => { const end = performance.now() + ms; while (performance.now() < end); }
document.addEventListener('keydown', () => {
  busy(30)
  document.querySelector('p').textContent = 'pressed'
  requestAnimationFrame(() => { busy(20); window.framed = true })
})
</script>`

let dir = ''
/** @type {Awaited<ReturnType<typeof serveStatic>>} */
let server
/** @type {import('playwright-core').Browser} */
let browser
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-input-'))
  await writeFile(join(dir, 'index.html'), PAGE)
  server = await serveStatic(dir)
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  await rm(dir, { recursive: true, force: true })
})

describe("a key press in Chromium's trace", () => {
  it('is timed whole and in its parts: the handler, then the frame the page ran', async () => {
    const page = await browser.newPage()
    try {
      await page.goto(`${server.url}/`)
      await browser.startTracing(page, { categories: ['devtools.timeline'] })
      await page.keyboard.press('ArrowRight')
      await page.waitForFunction(() => window.framed === true)
      await page.waitForTimeout(100)
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
      const [press, ...more] = inputTimings(events)
      expect(more).toEqual([])
      expect(press?.processingMs).toBeGreaterThanOrEqual(30)
      expect(press?.presentationMainMs).toBeGreaterThanOrEqual(20)
      expect(press?.presentationMainMs).toBeLessThanOrEqual(press?.presentationMs ?? 0)
      expect(press?.delayMs).toBeGreaterThanOrEqual(0)
      expect(press?.durationMs).toBeGreaterThanOrEqual(50)
    } finally {
      await page.close()
    }
  })
}, 30_000)
