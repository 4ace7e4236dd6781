import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const html = (name, css) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench: ${name}</title>
<link rel="icon" href="data:,">${css ? '\n<link rel="stylesheet" href="./page.css">' : ''}
<style>body{margin:0;font-family:sans-serif}#root{position:relative;width:100%;height:600px;overflow:hidden}</style>
</head><body><div id="root"></div><script type="module" src="./page.js"></script></body></html>
`

/** min and min+gzip (level 9) bytes of a built file; zeros when there is none. */
async function sizeOf(file) {
  if (!existsSync(file)) return { min: 0, gzip: 0 }
  const bytes = await readFile(file)
  return { min: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength }
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
    const dir = join(outDir, lib.name)
    await mkdir(dir, { recursive: true })
    await build({
      entryPoints: [join(appDir, lib.entry)],
      outfile: join(dir, 'page.js'),
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      logLevel: 'error',
    })
    const css = await sizeOf(join(dir, 'page.css'))
    await writeFile(join(dir, 'index.html'), html(lib.name, css.min > 0))
    sizes[lib.name] = { js: await sizeOf(join(dir, 'page.js')), css }
  }
  return sizes
}
