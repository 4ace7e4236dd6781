// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { PAGE_BUILD } from './build-pages.mjs'
import { abPages, libraries } from './libraries.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const FIRST = 'src/page-kit/first-statement.ts'

/** The source files of a page's bundle in the order their code sits in it (evaluation order). */
async function inputOrder(entry) {
  // Split as the bench splits (PAGE_BUILD): unsplit, the code behind `import()` is inlined,
  // lazily run, ahead of the rest.
  const { metafile } = await build({
    ...PAGE_BUILD,
    entryPoints: { page: join(appDir, entry) },
    outdir: join(appDir, 'dist', 'first-statement-test'),
    write: false,
    metafile: true,
  })
  // Each `import()` target is an entry point of its own: the page's output is the one of `entry`.
  const out = Object.values(metafile.outputs).find((o) => o.entryPoint === entry)
  return Object.entries(out.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file)
}

// The bench's top-level figure starts at this module's stamp: it must be the bundle's first code,
// before any library's top level, on every page.
describe('the first statement of every bench page', () => {
  it('is the first import of every page file', () => {
    for (const file of readdirSync(join(appDir, 'src', 'pages'))) {
      const text = readFileSync(join(appDir, 'src', 'pages', file), 'utf8')
      expect(text.split('\n')[0], file).toBe("import '../page-kit/first-statement'")
    }
  })

  it.each([...libraries, ...abPages].map((l) => [l.name, l.entry]))(
    'is the first code of the %s bundle',
    async (_, entry) => {
      const order = await inputOrder(entry)
      expect(order[0]).toBe(FIRST)
      expect(order.length).toBeGreaterThan(3)
    },
  )
})
