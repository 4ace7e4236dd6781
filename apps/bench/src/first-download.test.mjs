// @vitest-environment node
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { PAGE_BUILD } from './build-pages.mjs'
import { libraries } from './libraries.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * A Strata page bundled as the bench (and a site using esbuild) bundles it: split, so on-demand
 * chunks stay out. Returns the files the page's entry imports statically.
 */
async function staticImportsOf(name) {
  const lib = libraries.find((l) => l.name === name)
  const result = await build({
    ...PAGE_BUILD,
    entryPoints: { page: join(appDir, lib.entry) },
    outdir: join(appDir, 'dist', 'first-download-test'),
    write: false,
    minify: true,
    metafile: true,
  })
  const outputs = Object.entries(result.metafile.outputs)
  const [, page] = outputs.find(([file]) => file.endsWith('/page.js')) ?? []
  const lazy = outputs.filter(([file, out]) => !file.endsWith('.map') && out !== page)
  const text = (file) => result.outputFiles.find((f) => f.path === join(appDir, file))?.text ?? ''
  const imports = (page?.imports ?? []).filter((i) => i.kind === 'import-statement')
  const first = [outputs.find(([, out]) => out === page)?.[0] ?? '', ...imports.map((i) => i.path)]
  return {
    lazy: lazy.length,
    imports: imports.map((i) => i.path),
    // The first download's code: the page and the files it imports statically.
    first: first.map(text).join('\n'),
    later: lazy.filter(([file]) => !first.includes(file)).map(([file]) => text(file)),
  }
}

// Issue #25: a module shared by the page's first download and an on-demand chunk becomes a file
// of its own that the page imports; the browser finds it only once page.js is parsed, so every
// such file is one more round trip before the first paint. On-demand chunks get what the entry
// has from their caller instead (docs/performance-log.md, fourth session).
describe('a Strata page is one file until it asks for more', () => {
  for (const name of ['strata', 'strata-real'])
    it(`${name}: the page imports no chunk statically; its on-demand chunks stay apart`, async () => {
      const { imports, lazy } = await staticImportsOf(name)
      expect(lazy).toBeGreaterThan(3)
      expect(imports).toEqual([])
    })
})

// Issue #25: GSAP's scene builder (layers-text timeline/build.ts) is only for layers GSAP moves;
// the bench's minimal page only fades its layers, so it loads neither GSAP nor the builder.
describe("a module whose layers only fade does not download GSAP's scene builder", () => {
  it('strata: the builder (the only code writing transformPerspective) is in a chunk, not the first download', async () => {
    const { first, later } = await staticImportsOf('strata')
    expect(first.length).toBeGreaterThan(10_000)
    expect(first).not.toContain('transformPerspective')
    expect(later.some((c) => c.includes('transformPerspective'))).toBe(true)
  })
})
