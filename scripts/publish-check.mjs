#!/usr/bin/env node
// Packs every packages/* as npm would publish it (`pnpm pack`: workspace ranges replaced) and
// checks the tarball with publint (package.json fields against the files) and
// @arethetypeswrong/cli (each export's types resolve under node16 ESM and bundler resolution;
// the packages are ESM only, hence its `esm-only` profile). Prints one row per package and exits
// 1 when any package has a publint error/warning or an attw problem. Run after `pnpm build`.
// `--keep <dir>` leaves the tarballs in <dir> (e.g. to install them in a throwaway app).
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

const root = join(import.meta.dirname, '..')
const keepAt = process.argv.indexOf('--keep')
const out = keepAt > 0 ? process.argv[keepAt + 1] : mkdtempSync(join(tmpdir(), 'strata-packs-'))
mkdirSync(out, { recursive: true })

const dirs = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => existsSync(join(dir, 'package.json')))

/** `pnpm pack` into `out`; returns the tarball's path. */
function pack(dir) {
  const printed = execFileSync('pnpm', ['pack', '--pack-destination', out], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const file = printed.trim().split('\n').pop()?.trim() ?? ''
  return file.startsWith('/') ? file : join(out, basename(file))
}

async function lint(tarball, pkg) {
  const buffer = readFileSync(tarball)
  const tarballBuffer = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length)
  const { messages } = await publint({ pack: { tarball: tarballBuffer }, level: 'suggestion' })
  return messages.map((m) => ({ type: m.type, text: formatMessage(m, pkg) ?? m.code }))
}

const IGNORED = new Set(['node10', 'node16-cjs'])

/** attw's problems, by kind and entry point (`[]` when the types resolve everywhere). */
function typesProblems(tarball) {
  let printed
  try {
    printed = execFileSync(
      'pnpm',
      ['exec', 'attw', tarball, '--format', 'json', '--profile', 'esm-only', '--no-color'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
  } catch (error) {
    printed = error.stdout // attw exits 1 when it finds problems; the JSON is still printed
  }
  const { analysis } = JSON.parse(printed)
  // The JSON lists every resolution; the esm-only profile judges node16 ESM and bundler only (a
  // CommonJS `require` of an ESM-only package, or node10 without `exports`, is not supported).
  const problems = (analysis.problems ?? []).filter((p) => !IGNORED.has(p.resolutionKind))
  return problems.map((p) => `${p.kind} ${p.entrypoint ?? ''} (${p.resolutionKind ?? 'package'})`)
}

const rows = []
for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  if (pkg.private) continue
  const tarball = pack(dir)
  const messages = await lint(tarball, pkg)
  const types = typesProblems(tarball)
  const count = (type) => messages.filter((m) => m.type === type).length
  rows.push({
    name: pkg.name,
    kb: (statSync(tarball).size / 1024).toFixed(1),
    errors: count('error'),
    warnings: count('warning'),
    suggestions: count('suggestion'),
    types,
    messages,
  })
}

const table = [
  ['package', 'packed KB', 'publint err/warn/sugg', 'attw (node16 ESM, bundler)'],
  ...rows.map((r) => [
    r.name,
    r.kb,
    `${r.errors}/${r.warnings}/${r.suggestions}`,
    r.types.length ? `${r.types.length} problem(s)` : 'ok',
  ]),
]
const widths = table[0].map((_, i) => Math.max(...table.map((line) => line[i].length)))
for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '))

for (const r of rows) {
  for (const m of r.messages) console.log(`${r.name} publint ${m.type}: ${m.text}`)
  for (const t of r.types) console.log(`${r.name} attw: ${t}`)
}
if (keepAt < 0) rmSync(out, { recursive: true, force: true })
else console.log(`tarballs in ${out}`)

const failed = rows.filter((r) => r.errors || r.warnings || r.types.length)
if (failed.length) {
  console.error(`publish check failed: ${failed.map((r) => r.name).join(', ')}`)
  process.exit(1)
}
