import { describe, expect, it } from 'vitest'
import { inputTimings } from './event-timing.mjs'
import { servedPages } from './served-pages.mjs'

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

const pages = servedPages({ 'index.html': PAGE })

describe("a key press in Chromium's trace", () => {
  it('is timed whole and in its parts: the handler, then the frame the page ran', async () => {
    const { browser } = pages
    const page = await browser.newPage()
    try {
      await page.goto(`${pages.url}/`)
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
