import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'esbuild'

const html = (name) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench: ${name}</title>
<link rel="icon" href="data:,">
<style>body{margin:0}#root{position:relative;width:100%;height:600px;overflow:hidden}</style>
</head><body><div id="root"></div><script type="module" src="./page.js"></script></body></html>
`

/**
 * Bundles each library's page (minified, as a site would ship it) into `outDir/<name>/`.
 * @param {string} appDir
 * @param {string} outDir
 * @param {ReadonlyArray<{ name: string, entry: string }>} libraries
 */
export async function buildPages(appDir, outDir, libraries) {
  await rm(outDir, { recursive: true, force: true })
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
    await writeFile(join(dir, 'index.html'), html(lib.name))
  }
}
