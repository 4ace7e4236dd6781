import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { coveredLoad } from './covered-load.mjs'
import { loadHeldAtReady } from './hold-at-ready.mjs'

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

let dir = ''
/** @type {Awaited<ReturnType<typeof serveStatic>>} */
let server
/** @type {import('playwright-core').Browser} */
let browser
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-hold-'))
  await writeFile(join(dir, 'index.html'), PAGE)
  server = await serveStatic(dir)
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  await rm(dir, { recursive: true, force: true })
})

/** A named function's call count in one coverage take. */
const countOf = (result, name) =>
  result.flatMap((s) => s.functions).find((f) => f.functionName === name)?.ranges[0]?.count ?? 0

describe('a load held at ready', () => {
  it('takes the coverage before anything the page does after ready, then lets it go on', async () => {
    const { page, cdp, result } = await coveredLoad(browser, `${server.url}/`, true)
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
    await writeFile(join(dir, 'never.html'), '<p>no ready here</p>')
    const page = await browser.newPage()
    try {
      const cdp = await page.context().newCDPSession(page)
      const load = loadHeldAtReady(page, cdp, `${server.url}/never.html`, async () => {}, {
        timeout: 300,
      })
      await expect(load).rejects.toThrow('not ready within 300 ms')
    } finally {
      await page.close()
    }
  })
}, 30_000)
