#!/usr/bin/env node
// `pnpm size`: bundles each package's built entry as a site would ship it (esbuild: bundle,
// minify, esm; its peerDependencies external), gzips it at level 9, and fails when a package
// is over its budget in size-budgets.json. Run after `pnpm build`.
// `--bundles` measures instead the named bundles a site would ship (every package built), one of
// them also as Vite bundles it (size-vite.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { camel, everyPluginInUse, pluginPackages } from './plugin-entries.mjs'
import { splitBundle } from './split-bundle.mjs'
import { firstDownloadFiles } from './static-imports.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const budgetFile = readJson(join(root, 'size-budgets.json'))
const budgets = budgetFile.packages
const kb = (bytes) => `${bytes} B (${(bytes / 1024).toFixed(2)} KB)`

/** The file a bundler picks for `import '<name>'`: exports['.'].import, else main. */
function entryOf(dir, pkg) {
  const dot = pkg.exports?.['.']
  const rel = (typeof dot === 'string' ? dot : (dot?.import ?? dot?.default)) ?? pkg.main
  return rel ? join(dir, rel) : undefined
}

async function measure(dir) {
  const pkg = readJson(join(dir, 'package.json'))
  const budget = budgets[pkg.name]
  const row = {
    name: pkg.name,
    min: undefined,
    gzip: undefined,
    max: budget?.max,
    aim: budget?.aim,
    problem: '',
  }
  const entry = entryOf(dir, pkg)
  if (!budget) row.problem = 'no budget in size-budgets.json'
  else if (!entry || !existsSync(entry)) row.problem = `no built entry (${entry ?? '?'}): build it`
  if (row.problem) return row
  Object.assign(
    row,
    await sizeOf({ entryPoints: [entry], external: Object.keys(pkg.peerDependencies ?? {}) }),
  )
  return judge(row, budget)
}

/**
 * min and min+gzip (level 9) bytes of the first download and its number of `files`; `lazy`:
 * min+gzip of the on-demand chunks, and `chunks`: each of them by name (printed under the table);
 * `waits`: the on-demand files that go out only once another has arrived (`secondWave`).
 */
async function sizeOf(options) {
  const { outputFiles, outputs, eager, isEager } = await splitBundle(options)
  const sum = (files, measure) => files.reduce((total, f) => total + measure(f), 0)
  const gzip = (file) => gzipSync(file.contents, { level: 9 }).byteLength
  const now = outputFiles.filter(isEager)
  const later = outputFiles.filter((file) => !isEager(file))
  const short = (path) => basename(path).replace(/-[A-Z0-9]{8}/g, '')
  return {
    min: sum(now, (f) => f.contents.byteLength),
    gzip: sum(now, gzip),
    files: now.length,
    lazy: sum(later, gzip),
    chunks: later.map((f) => ({ name: short(f.path), min: f.contents.byteLength, gzip: gzip(f) })),
    waits: secondWave(outputs, eager).map(
      ({ file, by }) => `${short(file)} (by ${by.map(short).join(', ')})`,
    ),
  }
}

/**
 * The on-demand files another on-demand file imports statically: esbuild's output asks for such
 * a file only once the chunk importing it has arrived, a round trip later (docs/performance-log.md,
 * "Forty-second session"). Each with the chunks that import it.
 */
function secondWave(outputs, eager) {
  const by = new Map()
  for (const [file, out] of Object.entries(outputs)) {
    if (eager.has(file)) continue
    // A package's peers (GSAP) are external when it is measured alone: not files of the bundle.
    for (const i of out.imports)
      if (i.kind === 'import-statement' && !i.external && !eager.has(i.path))
        by.set(i.path, [...(by.get(i.path) ?? []), file])
  }
  return [...by].map(([file, importers]) => ({ file, by: importers }))
}

const countFiles = (n) => `${n} file${n === 1 ? '' : 's'}`

function judge(row, budget) {
  if (row.gzip > row.max) row.problem = `over budget by ${row.gzip - row.max} B`
  // A file more than the budget's is an on-demand chunk importing a module the entry holds: the
  // bundler moves that module to a chunk of its own, a second request and gzip stream.
  else if (budget.files && row.files > budget.files)
    row.problem = `${countFiles(row.files)}, at most ${budget.files}: an on-demand chunk imports a module of the first download`
  // A file asked for only once another on-demand file has arrived: a round trip late.
  else if (row.waits && row.waits.length > (budget.waits ?? 0))
    row.problem = `${row.waits.length} on-demand file(s) asked for only once another has arrived, at most ${budget.waits ?? 0}: ${row.waits.join('; ')}`
  else if (budget.cap && row.gzip > budget.cap)
    row.warning = `${row.gzip - budget.cap} B over its ${kb(budget.cap)} cap`
  return row
}

/** `@strata/<pkg>[/sub]`'s built file, by the package's exports map (undefined: not exported). */
function strataFile(path) {
  const [, name, sub] = /^@strata\/([^/]+)(\/.+)?$/.exec(path) ?? []
  const dir = join(root, 'packages', name)
  const dot = readJson(join(dir, 'package.json')).exports?.[`.${sub ?? ''}`]
  const rel = typeof dot === 'string' ? dot : dot?.import
  return rel ? join(dir, rel) : undefined
}

// Resolves `@strata/<pkg>[/sub]` to that package's built file (the workspace has no root links).
const strataDist = {
  name: 'strata-dist',
  setup(b) {
    b.onResolve({ filter: /^@strata\/[^/]+/ }, ({ path }) => {
      const file = strataFile(path)
      return file ? { path: file } : { errors: [{ text: `${path} is not exported` }] }
    })
  },
}

/** The named bundles of issue #9: what a site ships for each feature set. */
const BUNDLES = {
  core: () => `export { createSlider } from '@strata/core'`,
  // The slideshow is part of core; nav() brings arrows and bullets (and its other kinds).
  slider: () => `export { createSlider } from '@strata/core'\nexport { nav } from '@strata/nav'`,
  // The same for a module read ahead (`prepareModule`): neither package brings its normaliser.
  'slider-prepared': () =>
    `export { createSlider } from '@strata/core/prepared'\nexport { nav } from '@strata/nav/prepared'`,
  // React's `<Slider>` with nav, the same two ways (React itself, a site's anyway, left out).
  'react-slider': () => `export { Slider } from '@strata/react'\nexport { nav } from '@strata/nav'`,
  'react-slider-prepared': () =>
    `export { Slider } from '@strata/react/prepared'\nexport { nav } from '@strata/nav/prepared'`,
  plugins: everyPluginInUse,
  // The same, for a module whose layers GSAP moves: GSAP and the scene builder load before its
  // first paint (layers-text's `prepare`), so they count with the first download (the budget's
  // `withChunks`): issue #25's "every plugin + GSAP" as such a module downloads it.
  'plugins-moving': () => BUNDLES.plugins(),
  // Every export of every plugin package and core entry (shells included as they stand), GSAP.
  everything: () =>
    [
      `export { createSlider } from '@strata/core'`,
      ...['page', 'loading', 'layers', 'rest'].map(
        (s) => `export * as ${s} from '@strata/core/${s}'`,
      ),
      ...pluginPackages().map((p) => `export * as ${camel(p)} from '@strata/${p}'`),
      `export { gsap } from 'gsap'`,
    ].join('\n'),
}

/** Bundles measured as Vite (8, Rolldown) splits them too: a cross-check of esbuild's figure. */
const VITE_BUNDLES = { 'plugins-vite': BUNDLES.plugins }

/** Files a site loads with a script tag, built by @strata/embed (measured as they are). */
const BROWSER_FILES = {
  'embed-everything': 'packages/embed/dist/browser/strata.js',
  // The chunked ES module: the file and the chunks it imports statically (static-imports.mjs).
  'embed-chunked': 'packages/embed/dist/browser/esm/strata.js',
  // Drop-in's classic loader, which imports the chunked module at once: both are its first download.
  'embed-sr7-chunked': [
    'packages/embed/dist/browser/esm/strata-sr7.js',
    'packages/embed/dist/browser/esm/strata.js',
  ],
  'embed-slider': 'packages/embed/dist/browser/strata-slider.js',
  'embed-sr7': 'packages/embed/dist/browser/strata-sr7.iife.js',
}

function measureFile([key, entries]) {
  const budget = budgetFile.bundles?.[key]
  const row = { name: budget?.label ?? key, max: budget?.max, aim: budget?.aim, problem: '' }
  if (!budget) return { ...row, problem: 'no budget in size-budgets.json' }
  const paths = [entries].flat().map((file) => join(root, file))
  const missing = paths.find((path) => !existsSync(path))
  if (missing) return { ...row, problem: `${missing} is not built: build @strata/embed` }
  const all = new Set(paths.flatMap((path) => firstDownloadFiles(path)))
  const files = [...all].map((file) => readFileSync(file))
  const sum = (measure) => files.reduce((total, contents) => total + measure(contents), 0)
  return judge(
    {
      ...row,
      name: files.length > 1 ? `${row.name} (${countFiles(files.length)})` : row.name,
      min: sum((contents) => contents.byteLength),
      gzip: sum((contents) => gzipSync(contents, { level: 9 }).byteLength),
      files: files.length,
    },
    budget,
  )
}

/**
 * The first download as esbuild splits it (`sizeOf`), once a source: two rows may measure the
 * same bundle ("every plugin in use", with and without the GSAP files), and `withChunks` adds to
 * a copy, so the figure is shared.
 */
const esbuilt = new Map()
const byEsbuild = (source) => {
  if (!esbuilt.has(source))
    esbuilt.set(
      source,
      sizeOf({
        stdin: { contents: source, resolveDir: join(root, 'packages', 'nav') },
        plugins: [strataDist],
        // A React site has React already: the React rows count Strata's bytes only.
        external: ['react', 'react-dom', 'react/jsx-runtime'],
      }),
    )
  return esbuilt.get(source)
}

/** The first download as Vite splits it; imported here, so the per-package runs never load Vite. */
const byVite = async (source) =>
  (await import('./size-vite.mjs')).viteFirstDownload(source, strataFile)

/**
 * A first download with the on-demand files `names` added (files the module's data loads before
 * its first paint); throws when one is not an on-demand file of the bundle.
 */
function withChunks(size, names) {
  if (!names.length) return size
  const added = names.map((name) => {
    const chunk = size.chunks.find((c) => c.name === name)
    if (!chunk) throw new Error(`${name} is not one of its on-demand files`)
    return chunk
  })
  const sum = (key) => added.reduce((total, c) => total + c[key], 0)
  return {
    ...size,
    min: size.min + sum('min'),
    gzip: size.gzip + sum('gzip'),
    files: size.files + added.length,
    lazy: size.lazy - sum('gzip'),
    chunks: size.chunks.filter((c) => !added.includes(c)),
  }
}

async function measureBundle([key, source], bundle = byEsbuild) {
  const budget = budgetFile.bundles?.[key]
  const row = { name: budget?.label ?? key, max: budget?.max, aim: budget?.aim, problem: '' }
  if (!budget) return { ...row, problem: 'no budget in size-budgets.json' }
  let size
  try {
    size = await bundle(source())
  } catch (error) {
    return {
      ...row,
      problem: `could not bundle (${error.message.split('\n')[0]}): build every package`,
    }
  }
  try {
    size = withChunks(size, budget.withChunks ?? [])
  } catch (error) {
    return { ...row, problem: error.message }
  }
  // How many files the first download is: each one a request, and gzipped on its own.
  Object.assign(row, size, { name: `${row.name} (${countFiles(size.files)})` })
  return judge(row, budget)
}

// `node scripts/size.mjs [packageDir...]`: the given packages (turbo runs it per package), else
// all; `node scripts/size.mjs --bundles`: the named bundles (once, after every package is built).
const bundles = process.argv.includes('--bundles')
const given = process.argv
  .slice(2)
  .filter((a) => a !== '--bundles')
  .map((dir) => resolve(dir))
const dirs = given.length
  ? given
  : readdirSync(join(root, 'packages'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, 'packages', d.name, 'package.json')))
      .map((d) => join(root, 'packages', d.name))
const rows = bundles
  ? [
      ...(await Promise.all(Object.entries(BUNDLES).map((entry) => measureBundle(entry)))),
      // After esbuild's bundles, so the two builds do not share the process's time.
      ...(await Promise.all(
        Object.entries(VITE_BUNDLES).map((entry) => measureBundle(entry, byVite)),
      )),
      ...Object.entries(BROWSER_FILES).map(measureFile),
    ]
  : await Promise.all(dirs.map(measure))
const what = bundles ? 'bundle' : 'package'

const table = [
  [what, 'min', 'min+gzip', 'lazy chunks (min+gzip)', 'budget', 'aim', 'status'],
  ...rows.map((r) => [
    r.name,
    r.min === undefined ? '-' : kb(r.min),
    r.gzip === undefined ? '-' : kb(r.gzip),
    r.lazy ? kb(r.lazy) : '-',
    r.max === undefined ? '-' : kb(r.max),
    r.aim === undefined ? '-' : kb(r.aim),
    r.problem ? `FAIL: ${r.problem}` : r.warning ? `ok, but ${r.warning}` : 'ok',
  ]),
]
const widths = table[0].map((_, i) => Math.max(...table.map((line) => line[i].length)))
for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '))

// What loads only when a module's data asks for it, per bundle (the first download is above).
if (bundles)
  for (const r of rows.filter((row) => row.chunks?.length)) {
    const list = [...r.chunks].sort((a, b) => b.gzip - a.gzip)
    console.log(
      `\non demand in "${r.name}": ${list.map((c) => `${c.name} ${c.gzip} B`).join(', ')}`,
    )
    if (r.waits?.length)
      console.log(`  asked for only once another on-demand file has arrived: ${r.waits.join('; ')}`)
  }

const failures = rows.filter((r) => r.problem)
if (failures.length) {
  console.error(`\nsize: ${failures.length} ${what}(s) failed their budget check`)
  process.exit(1)
}
console.log(`\nsize: all ${rows.length} ${what}s within budget`)
