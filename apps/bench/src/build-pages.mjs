import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { withStaticImports } from '../../../scripts/static-imports.mjs'

/**
 * A bench page's HTML: `#root` 600 px tall, `page.js` (and `page.css` when `css`); the bench's,
 * `trace`'s and `handlers`' pages alike. `classic`: `page.js` as a deferred classic script, not a
 * module (`returns`).
 * @param {string} name
 * @param {boolean} css
 * @param {boolean} [classic]
 */
export const pageHtml = (name, css, classic = false) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench: ${name}</title>
<link rel="icon" href="data:,">${css ? '\n<link rel="stylesheet" href="./page.css">' : ''}
<style>body{margin:0;font-family:sans-serif}#root{position:relative;width:100%;height:600px;overflow:hidden}</style>
</head><body><div id="root"></div><script ${classic ? 'defer' : 'type="module"'} src="./page.js"></script></body></html>
`

/** min and min+gzip (level 9) bytes of a built file; zeros when there is none. */
async function sizeOf(file) {
  if (!existsSync(file)) return { min: 0, gzip: 0 }
  const bytes = await readFile(file)
  return { min: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength }
}

/** min and min+gzip of the entry and the chunks it imports statically (each file gzipped). */
async function firstDownload(metafile, entry) {
  const outputs = metafile.outputs
  const key = Object.keys(outputs).find((file) => resolve(file) === entry)
  const total = { min: 0, gzip: 0 }
  for (const file of withStaticImports(outputs, [key])) {
    const one = await sizeOf(resolve(file))
    total.min += one.min
    total.gzip += one.gzip
  }
  return total
}

/**
 * How the bench bundles a page (its build, `trace`'s and the tests that check a page's bundle):
 * split as a site's bundler splits, so code behind `import()` (Strata's on-demand chunks) is a
 * file of its own that a page fetches only when it runs; a page's images are files beside it.
 */
export const PAGE_BUILD = {
  splitting: true,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  loader: { '.jpg': 'file' },
  logLevel: 'error',
}

/**
 * One page bundled as {@link PAGE_BUILD} (with `options`) into `outDir/<name>/`, and its HTML,
 * which links page.css when the build wrote any and loads an `iife` build as a classic script:
 * the bench's pages and the tools' alike.
 * @param {string} appDir
 * @param {string} outDir
 * @param {{ name: string, entry: string }} lib
 * @param {import('esbuild').BuildOptions} options
 * @returns {Promise<{ dir: string, metafile?: import('esbuild').Metafile, css: { min: number, gzip: number } }>}
 */
async function bundlePage(appDir, outDir, lib, options) {
  const dir = join(outDir, lib.name)
  await mkdir(dir, { recursive: true })
  const { metafile } = await build({
    ...PAGE_BUILD,
    ...options,
    entryPoints: { page: join(appDir, lib.entry) },
    outdir: dir,
  })
  const css = await sizeOf(join(dir, 'page.css'))
  await writeFile(
    join(dir, 'index.html'),
    pageHtml(lib.name, css.min > 0, options.format === 'iife'),
  )
  return { dir, metafile, css }
}

/**
 * One page as a single classic script (`iife`: esbuild puts what `import()` loads in the same
 * file) into `outDir/<name>/` with its HTML, minified: `returns` compares how Chromium keeps a
 * classic script's compiled code between visits with how it keeps a module's.
 * @param {string} appDir
 * @param {string} outDir
 * @param {{ name: string, entry: string }} lib
 */
export async function buildClassicPage(appDir, outDir, lib) {
  await bundlePage(appDir, outDir, lib, { splitting: false, format: 'iife', minify: true })
}

/**
 * Bundles each library's page the same way (esbuild, minified ESM from the npm packages, CSS the
 * page imports into page.css) into `outDir/<name>/`, and returns each bundle's sizes.
 * @param {string} appDir
 * @param {string} outDir
 * @param {ReadonlyArray<{ name: string, entry: string }>} libraries
 * @returns {Promise<Record<string, { js: { min: number, gzip: number }, css: { min: number, gzip: number } }>>}
 */
export async function buildPages(appDir, outDir, libraries) {
  await rm(outDir, { recursive: true, force: true })
  const sizes = {}
  for (const lib of libraries) {
    // Split (PAGE_BUILD), so the size is the first download.
    const { dir, metafile, css } = await bundlePage(appDir, outDir, lib, {
      metafile: true,
      minify: process.env.BENCH_MINIFY !== '0',
    })
    if (!metafile) throw new Error(`${lib.name}: esbuild gave no metafile`)
    sizes[lib.name] = { js: await firstDownload(metafile, join(dir, 'page.js')), css }
  }
  return sizes
}

/**
 * One bench page bundled as {@link PAGE_BUILD} into `outDir/<name>/` (emptied first) with its
 * HTML, for the tools that build a page of their own (`trace`, `handlers`, `fn-profile`):
 * `options` adds to the build (plugins that bundle the packages' sources, minify, a banner).
 * @param {string} appDir
 * @param {string} outDir
 * @param {{ name: string, entry: string }} lib
 * @param {import('esbuild').BuildOptions} [options]
 */
export async function buildOnePage(appDir, outDir, lib, options = {}) {
  await rm(outDir, { recursive: true, force: true })
  await bundlePage(appDir, outDir, lib, options)
}
