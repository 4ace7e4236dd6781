#!/usr/bin/env node
// The script-tag files (docs/embed.md): each browser entry bundled with every dependency, GSAP
// included, minified, as an ES module (`<name>.js`) and a classic script exposing the global
// `Strata` (`<name>.iife.js`); and the everything set as an ES module with on-demand chunks
// (`esm/strata.js` and `esm/chunks/`), whose first download holds only the code every module
// runs. Prints each file's min and min+gzip (level 9) bytes, the chunked file's first download.
// `--sizes-only` prints the figures of the files already built.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { firstDownloadFiles } from '../../../scripts/static-imports.mjs'
import { preloadDeps } from './preload-deps.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const out = join(here, '..', 'dist', 'browser')
const src = (file) => join(here, '..', 'src', 'browser', file)

/** name -> entry, and which formats it ships in. */
const FILES = [
  { name: 'strata', entry: src('everything.ts'), formats: ['esm', 'iife'] },
  { name: 'strata-slider', entry: src('slider.ts'), formats: ['esm', 'iife'] },
  { name: 'strata-sr7', entry: src('sr7.ts'), formats: ['iife'] },
]
const fileName = (name, format) => `${name}${format === 'iife' ? '.iife' : ''}.js`
/** The ES module with on-demand chunks: its entry, in `esm/` beside its `chunks/` folder. */
const CHUNKED = { name: 'esm/strata.js', entry: src('all.ts') }
/** Drop-in mode's classic script that loads the chunked module (`esm/strata-sr7.js`). */
const LOADER = { name: 'esm/strata-sr7.js', entry: src('sr7-loader.ts') }

const options = {
  // Output paths in the metafile are relative to the package, wherever the script runs from.
  absWorkingDir: join(here, '..'),
  bundle: true,
  minify: true,
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
  // tsup's shared chunks are imported bare from side-effect-free packages: nothing is lost.
  logOverride: { 'ignored-bare-import': 'silent' },
}

if (!process.argv.includes('--sizes-only')) {
  mkdirSync(out, { recursive: true })
  // Chunk names change with their content: old ones would pile up beside the new.
  rmSync(join(out, 'esm'), { recursive: true, force: true })
  await Promise.all([
    ...FILES.flatMap(({ name, entry, formats }) =>
      formats.map((format) =>
        build({
          ...options,
          entryPoints: [entry],
          outfile: join(out, fileName(name, format)),
          format,
          ...(format === 'iife' && { globalName: 'Strata' }),
        }),
      ),
    ),
    build({
      ...options,
      entryPoints: [LOADER.entry],
      outfile: join(out, LOADER.name),
      format: 'iife',
    }),
    build({
      ...options,
      entryPoints: { strata: CHUNKED.entry },
      outdir: join(out, 'esm'),
      chunkNames: 'chunks/[name]-[hash]',
      format: 'esm',
      splitting: true,
      metafile: true,
    }).then(({ metafile }) => {
      const at = (path) => join(here, '..', path)
      const texts = new Map(
        Object.keys(metafile.outputs).map((p) => [p, readFileSync(at(p), 'utf8')]),
      )
      for (const [path, text] of preloadDeps(metafile.outputs, texts)) writeFileSync(at(path), text)
    }),
  ])
}

const rows = FILES.flatMap(({ name, formats }) =>
  formats.map((format) => {
    const bytes = readFileSync(join(out, fileName(name, format)))
    return [fileName(name, format), bytes.byteLength, gzipSync(bytes, { level: 9 }).byteLength]
  }),
)
const chunked = firstDownloadFiles(join(out, CHUNKED.name)).map((file) => readFileSync(file))
const loader = readFileSync(join(out, LOADER.name))
rows.push([LOADER.name, loader.byteLength, gzipSync(loader, { level: 9 }).byteLength])
rows.push([
  `${CHUNKED.name} (first download, ${chunked.length} file${chunked.length > 1 ? 's' : ''})`,
  chunked.reduce((sum, bytes) => sum + bytes.byteLength, 0),
  chunked.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).byteLength, 0),
])
console.log('browser file              min        min+gzip')
for (const [file, min, gzip] of rows)
  console.log(
    `${file.padEnd(24)}  ${`${min} B`.padEnd(9)}  ${gzip} B (${(gzip / 1024).toFixed(2)} KB)`,
  )
