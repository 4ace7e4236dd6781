#!/usr/bin/env node
// `node scripts/size-files.mjs [package]`: where a package's main-entry bytes go. Bundles
// `packages/<package>/src/index.ts` (default core) from source as `pnpm size` does (minified ESM,
// peers external, split), then prints each source file's minified bytes in the eager bundle,
// largest first, and the sum per folder. Figures are printed, never failed: a map for size work.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { splitBundle } from './split-bundle.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const name = process.argv[2] ?? 'core'
const dir = join(root, 'packages', name)
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))

const { outputs, eager } = await splitBundle({
  entryPoints: [join(dir, 'src/index.ts')],
  external: Object.keys(pkg.peerDependencies ?? {}),
})
const files = {}
const lazy = {}
for (const [file, output] of Object.entries(outputs)) {
  const into = eager.has(file) ? files : lazy
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const short = relative(join(dir, 'src'), join(root, input))
    into[short] = (into[short] ?? 0) + bytesInOutput
  }
}
const rows = (map) =>
  Object.entries(map)
    .filter(([, b]) => b > 0)
    .sort((a, b) => b[1] - a[1])
const folders = {}
for (const [file, bytes] of Object.entries(files)) {
  const folder = file.includes('/') ? file.split('/')[0] : '.'
  folders[folder] = (folders[folder] ?? 0) + bytes
}
const print = (title, list) => {
  console.log(`\n${title}`)
  for (const [file, bytes] of list) console.log(`${String(bytes).padStart(7)}  ${file}`)
}
print(`@strata/${name}: minified bytes per source file (main entry, every export)`, rows(files))
print('per folder', rows(folders))
if (rows(lazy).length) print('in chunks loaded on demand', rows(lazy))
