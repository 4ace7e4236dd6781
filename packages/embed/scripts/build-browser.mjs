#!/usr/bin/env node
// The script-tag files (docs/embed.md): each browser entry bundled with every dependency, GSAP
// included, minified, as an ES module (`<name>.js`) and a classic script exposing the global
// `Strata` (`<name>.iife.js`). Prints each file's min and min+gzip (level 9) bytes.
// `--sizes-only` prints the figures of the files already built.
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

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

if (!process.argv.includes('--sizes-only')) {
  mkdirSync(out, { recursive: true })
  await Promise.all(
    FILES.flatMap(({ name, entry, formats }) =>
      formats.map((format) =>
        build({
          entryPoints: [entry],
          outfile: join(out, fileName(name, format)),
          bundle: true,
          minify: true,
          format,
          ...(format === 'iife' && { globalName: 'Strata' }),
          target: 'es2022',
          platform: 'browser',
          legalComments: 'none',
          logLevel: 'warning',
          // tsup's shared chunks are imported bare from side-effect-free packages: nothing is lost.
          logOverride: { 'ignored-bare-import': 'silent' },
        }),
      ),
    ),
  )
}

const rows = FILES.flatMap(({ name, formats }) =>
  formats.map((format) => {
    const bytes = readFileSync(join(out, fileName(name, format)))
    return [fileName(name, format), bytes.byteLength, gzipSync(bytes, { level: 9 }).byteLength]
  }),
)
console.log('browser file              min        min+gzip')
for (const [file, min, gzip] of rows)
  console.log(
    `${file.padEnd(24)}  ${`${min} B`.padEnd(9)}  ${gzip} B (${(gzip / 1024).toFixed(2)} KB)`,
  )
