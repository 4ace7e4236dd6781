import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { test as base } from './fixtures'

/**
 * "A slider" as a site reading its modules ahead builds it: `@strata/core/prepared` and
 * `@strata/nav/prepared` only, bundled by esbuild and split as a site's bundler splits them (the
 * size row "a slider for a prepared module"), so what the browser downloads is what such a site
 * ships. The module comes in through `window.__preparedModule` before the page loads.
 */
const PAGE_SCRIPT = `
import { createSlider } from '@strata/core/prepared'
import { nav } from '@strata/nav/prepared'
const slider = createSlider(document.getElementById('module'), {
  module: window.__preparedModule,
  plugins: [nav()],
})
window.__prepared = slider
slider.ready.then(() => slider.pause())
`
const HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>prepared</title>
<link rel="icon" href="data:," /><style>html,body{margin:0}</style>
<script type="module" src="/page.js"></script></head><body><div id="module"></div></body></html>`

/** Builds the page into a temporary folder and serves it on 127.0.0.1; `close` removes both. */
async function startPreparedSite(): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'strata-prepared-'))
  // A site's own tsconfig: the packages' `paths` (their self-imports, read from src for their
  // typecheck and tests) would otherwise bundle sources, not what the packages publish.
  const tsconfig = join(dir, 'tsconfig.json')
  writeFileSync(tsconfig, '{}')
  await build({
    tsconfig,
    stdin: {
      contents: PAGE_SCRIPT,
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      sourcefile: 'page.js',
    },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: dir,
    entryNames: 'page',
    logLevel: 'silent',
  })
  writeFileSync(join(dir, 'index.html'), HTML)
  const server = await serveStatic(dir)
  return {
    url: `${server.url}/`,
    async close() {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** `test` with `preparedSite`: the page's address, one build and server per worker. */
export const test = base.extend<object, { preparedSite: string }>({
  preparedSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const site = await startPreparedSite()
      await use(site.url)
      await site.close()
    },
    { scope: 'worker' },
  ],
})
export { expect } from './fixtures'
