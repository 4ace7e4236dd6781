// The bench's Chromium tests' fixture: pages written to a temporary folder, served on
// 127.0.0.1, and one browser for the file's tests, all made before them and removed after.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'

/**
 * Registers the fixture's setup and clean-up with the calling test file. Its fields are set
 * once the file's `beforeAll` has run: the folder (a test may write more pages to it), the
 * server's address and the browser.
 * @param {Record<string, string>} files file name → its content
 */
export function servedPages(files) {
  /** @type {import('playwright-core').Browser | undefined} */
  let browser
  /** @type {Awaited<ReturnType<typeof serveStatic>> | undefined} */
  let server
  const fixture = {
    dir: '',
    url: '',
    get browser() {
      if (!browser) throw new Error('servedPages: the browser is there once beforeAll has run')
      return browser
    },
  }
  beforeAll(async () => {
    fixture.dir = await mkdtemp(join(tmpdir(), 'bench-pages-'))
    for (const [name, content] of Object.entries(files))
      await writeFile(join(fixture.dir, name), content)
    server = await serveStatic(fixture.dir)
    fixture.url = server.url
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (fixture.dir) await rm(fixture.dir, { recursive: true, force: true })
  })
  return fixture
}
