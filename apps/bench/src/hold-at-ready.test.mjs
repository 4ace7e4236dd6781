import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { coveredLoad } from './covered-load.mjs'
import { loadHeldAtReady } from './hold-at-ready.mjs'
import { servedPages } from './served-pages.mjs'

// A page that publishes its ready as the harness does and leaves work for just after it, as
// core leaves the neighbour slides' builds.
const PAGE = `<script>
function beforeReady() { return 1 }
function afterReady() { window.afterReadyRan = true }
beforeReady()
setTimeout(() => {
  window.__bench = { ready: true }
  setTimeout(afterReady, 0)
}, 20)
</script>`

const pages = servedPages({ 'index.html': PAGE })

/** A named function's call count in one coverage take. */
const countOf = (result, name) =>
  result.flatMap((s) => s.functions).find((f) => f.functionName === name)?.ranges[0]?.count ?? 0

describe('a load held at ready', () => {
  it('takes the coverage before anything the page does after ready, then lets it go on', async () => {
    const { page, cdp, result } = await coveredLoad(pages.browser, `${pages.url}/`, true)
    try {
      expect(countOf(result, 'beforeReady')).toBe(1)
      expect(countOf(result, 'afterReady')).toBe(0)
      // The page went on: its ready is published and the work after it runs.
      await page.waitForFunction(() => window.afterReadyRan === true)
      const after = (await cdp.send('Profiler.takePreciseCoverage')).result
      expect(countOf(after, 'afterReady')).toBe(1)
    } finally {
      await page.close()
    }
  })

  it('fails a page that never gets ready, after the time given', async () => {
    await writeFile(join(pages.dir, 'never.html'), '<p>no ready here</p>')
    const page = await pages.browser.newPage()
    try {
      const cdp = await page.context().newCDPSession(page)
      const load = loadHeldAtReady(page, cdp, `${pages.url}/never.html`, async () => {}, {
        timeout: 300,
      })
      await expect(load).rejects.toThrow('not ready within 300 ms')
    } finally {
      await page.close()
    }
  })
}, 30_000)
