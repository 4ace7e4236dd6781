#!/usr/bin/env node
// `pnpm size`: bundles each package's built entry as a site would ship it (esbuild: bundle,
// minify, esm; its peerDependencies external), gzips it at level 9, and fails when a package
// is over its budget in size-budgets.json. Run after `pnpm build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const budgets = readJson(join(root, 'size-budgets.json')).packages
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
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: Object.keys(pkg.peerDependencies ?? {}),
    write: false,
    logLevel: 'silent',
  })
  const code = out.outputFiles[0].contents
  row.min = code.byteLength
  row.gzip = gzipSync(code, { level: 9 }).byteLength
  if (row.gzip > row.max) row.problem = `over budget by ${row.gzip - row.max} B`
  else if (budget.cap && row.gzip > budget.cap)
    row.warning = `${row.gzip - budget.cap} B over its ${kb(budget.cap)} cap`
  return row
}

// `node scripts/size.mjs [packageDir...]`: the given packages (turbo runs it per package), else all.
const given = process.argv.slice(2).map((dir) => join(process.cwd(), dir))
const dirs = given.length
  ? given
  : readdirSync(join(root, 'packages'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, 'packages', d.name, 'package.json')))
      .map((d) => join(root, 'packages', d.name))
const rows = await Promise.all(dirs.map(measure))

const table = [
  ['package', 'min', 'min+gzip', 'budget', 'aim', 'status'],
  ...rows.map((r) => [
    r.name,
    r.min === undefined ? '-' : kb(r.min),
    r.gzip === undefined ? '-' : kb(r.gzip),
    r.max === undefined ? '-' : kb(r.max),
    r.aim === undefined ? '-' : kb(r.aim),
    r.problem ? `FAIL: ${r.problem}` : r.warning ? `ok, but ${r.warning}` : 'ok',
  ]),
]
const widths = table[0].map((_, i) => Math.max(...table.map((line) => line[i].length)))
for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '))

const failures = rows.filter((r) => r.problem)
if (failures.length) {
  console.error(`\nsize: ${failures.length} package(s) failed their budget check`)
  process.exit(1)
}
console.log(`\nsize: all ${rows.length} packages within budget`)
