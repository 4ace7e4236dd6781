#!/usr/bin/env node
// `node scripts/size-stubs.mjs [file ...]`: what each source file adds to the "every plugin in
// use" first download (issue #25, docs/performance-log.md, "Fifty-first session"). Bundles that row
// from the packages' sources (as `pnpm size` bundles it from their dist: every plugin installed
// by its factory, split as a site's bundler splits), then again with each file replaced by empty
// exports, and prints the min+gzip the first download loses: the file and everything only it
// brings. Files are given relative to `packages/` (`modal/src/plugin/popup.ts`); without any,
// every first-download file over 300 minified bytes is tried, largest loss first. Files joined
// by `+` are stubbed together (`core/src/a.ts+nav/src/b.ts`): what they lose as one, helpers only
// they share included. Figures are printed, never failed: a map for size work. `--slider` maps
// "a slider" (core + nav) instead.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { everyPluginInUse } from './plugin-entries.mjs'
import { splitBundle } from './split-bundle.mjs'

const root = join(import.meta.dirname, '..')
const packages = join(root, 'packages')
const slider = process.argv.includes('--slider')
const contents = slider
  ? `export { createSlider } from '@strata/core'\nexport { nav } from '@strata/nav'`
  : everyPluginInUse()

// Core's sanitiser and gradient reader are built unsplit into dist (packages/core/tsup.config.ts):
// taken from there, as a site gets them, so they share nothing with the first download.
const BUILT_APART = ['gradient', 'sanitize']

/** esbuild plugin: `@strata/<pkg>[/sub]` from its sources; `stubs` as empty exports. */
const fromSources = (stubs) => ({
  name: 'strata-sources',
  setup(b) {
    b.onResolve({ filter: /^@strata\/[^/]+/ }, ({ path }) => {
      const [, name, sub] = /^@strata\/([^/]+)(?:\/(.+))?$/.exec(path) ?? []
      const file = BUILT_APART.includes(sub)
        ? join(packages, name, 'dist', `${sub}.js`)
        : join(packages, name, 'src', `${sub ?? 'index'}.ts`)
      return existsSync(file) ? { path: file } : { errors: [{ text: `no ${file}` }] }
    })
    b.onLoad({ filter: /\.ts$/ }, ({ path }) => {
      if (!stubs.includes(relative(packages, path))) return undefined
      const text = readFileSync(path, 'utf8')
      const exported = /^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm
      const destructured = /^export const \{ ([\w, ]+) \}/gm
      const names = [
        ...[...text.matchAll(exported)].map(([, n]) => n),
        ...[...text.matchAll(destructured)].flatMap(([, n]) => n.split(/,\s*/)),
      ]
      const stub = names.map((n) => `export const ${n} = () => {}`)
      return { contents: stub.join('\n'), loader: 'ts' }
    })
  },
})

/** The first download's min+gzip, and the minified bytes each source file puts in it. */
async function firstDownload(stubs = []) {
  const { outputs, outputFiles, eager } = await splitBundle({
    stdin: { contents, resolveDir: root, loader: 'js' },
    plugins: [fromSources(stubs)],
  })
  let gzip = 0
  const files = {}
  for (const key of eager) {
    const file = outputFiles.find((f) => relative(root, f.path) === key || f.path.endsWith(key))
    if (file) gzip += gzipSync(file.contents, { level: 9 }).length
    for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs))
      if (input.startsWith('packages/') && input.endsWith('.ts'))
        files[relative('packages', input)] =
          (files[relative('packages', input)] ?? 0) + bytesInOutput
  }
  return { gzip, files }
}

const base = await firstDownload()
const asked = process.argv.slice(2).filter((arg) => arg !== '--slider')
const tried = asked.length
  ? asked
  : Object.entries(base.files)
      .filter(([, bytes]) => bytes > 300)
      .map(([file]) => file)
const row = slider ? 'a slider' : 'every plugin in use'
console.log(`${row}, first download from the sources: ${base.gzip} B min+gzip`)
const rows = []
for (const file of tried) {
  // A file whose exports the stub cannot name (re-exports, types read as values) is skipped.
  const stubbed = await firstDownload(file.split('+')).catch(() => undefined)
  if (stubbed) rows.push([base.gzip - stubbed.gzip, file])
  else console.log(`skipped ${file}: its exports could not be stubbed`)
}
for (const [lost, file] of rows.sort((a, b) => b[0] - a[0]))
  console.log(`${String(lost).padStart(7)}  ${file}`)
