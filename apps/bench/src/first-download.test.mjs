// @vitest-environment node
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { libraries } from './libraries.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * A Strata page bundled as the bench (and a site using esbuild) bundles it: split, so on-demand
 * chunks stay out. Returns the files the page's entry imports statically.
 */
async function staticImportsOf(name) {
  const lib = libraries.find((l) => l.name === name)
  const result = await build({
    entryPoints: { page: join(appDir, lib.entry) },
    outdir: join(appDir, 'dist', 'first-download-test'),
    write: false,
    splitting: true,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    metafile: true,
    logLevel: 'error',
  })
  const outputs = Object.entries(result.metafile.outputs)
  const [, page] = outputs.find(([file]) => file.endsWith('/page.js')) ?? []
  const lazy = outputs.filter(([file, out]) => !file.endsWith('.map') && out !== page)
  return {
    lazy: lazy.length,
    imports: (page?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path),
  }
}

// Issue #25: a module shared by the page's first download and an on-demand chunk becomes a file
// of its own that the page imports; the browser finds it only once page.js is parsed, so every
// such file is one more round trip before the first paint. On-demand chunks get what the entry
// has from their caller instead (docs/performance.md, fourth session).
describe('a Strata page is one file until it asks for more', () => {
  for (const name of ['strata', 'strata-real'])
    it(`${name}: the page imports no chunk statically; its on-demand chunks stay apart`, async () => {
      const { imports, lazy } = await staticImportsOf(name)
      expect(lazy).toBeGreaterThan(3)
      expect(imports).toEqual([])
    })
})
