// The first download as Vite (8, Rolldown) bundles it for a site: a cross-check of esbuild's
// figure in `size.mjs`, since bundlers split on-demand code differently (esbuild gives every
// group of modules shared between the first download and a chunk a file of its own; Rolldown
// leaves code the page has already loaded in the file that loaded it).
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const ENTRY = '\0strata-size-entry'

/**
 * Bundles `source` (an ES module importing `@strata/*`, resolved by `resolveStrata` to the built
 * files) for browsers, minified, and sums the entry and the chunks it imports statically.
 * Vite's preload helper is part of the first download, as on a site.
 */
export async function viteFirstDownload(source, resolveStrata) {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    root: join(import.meta.dirname, '..'),
    plugins: [
      {
        name: 'strata-size',
        enforce: 'pre',
        resolveId(id) {
          if (id === ENTRY) return ENTRY
          if (id.startsWith('@strata/')) return resolveStrata(id)
          return null
        },
        load: (id) => (id === ENTRY ? source : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rollupOptions: { input: ENTRY, preserveEntrySignatures: 'allow-extension' },
    },
  })
  const output = (Array.isArray(out) ? out[0] : out).output.filter((o) => o.type === 'chunk')
  const byName = new Map(output.map((c) => [c.fileName, c]))
  const eager = new Set([output.find((c) => c.isEntry)])
  for (const chunk of eager) for (const name of chunk.imports) eager.add(byName.get(name))
  const bytes = [...eager].map((c) => Buffer.from(c.code))
  return {
    min: bytes.reduce((t, b) => t + b.byteLength, 0),
    gzip: bytes.reduce((t, b) => t + gzipSync(b, { level: 9 }).byteLength, 0),
    files: eager.size,
  }
}
