#!/usr/bin/env node
// Packs every packages/* as npm would publish it (`pnpm pack`: workspace ranges replaced) and
// checks the tarball with publint (package.json fields against the files) and
// @arethetypeswrong/cli (each export's types resolve under node16 ESM and bundler resolution;
// the packages are ESM only, hence its `esm-only` profile). Prints one row per package and exits
// 1 when any package has a publint error/warning or an attw problem. Run after `pnpm build`.
// `--keep <dir>` leaves the tarballs in <dir> (e.g. to install them in a throwaway app).
import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

const root = join(import.meta.dirname, '..')
const keepAt = process.argv.indexOf('--keep')
const out = keepAt > 0 ? process.argv[keepAt + 1] : mkdtempSync(join(tmpdir(), 'strata-packs-'))
mkdirSync(out, { recursive: true })

const dirs = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => existsSync(join(dir, 'package.json')))

const run = promisify(execFile)
// attw's CLI run by node itself: through `pnpm exec` each run cost a second more.
const attwPackage = createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')
const attw = join(dirname(attwPackage), JSON.parse(readFileSync(attwPackage, 'utf8')).bin.attw)

/** `pnpm pack` into `out`; returns the tarball's path. */
async function pack(dir) {
  const { stdout } = await run('pnpm', ['pack', '--pack-destination', out], { cwd: dir })
  const file = stdout.trim().split('\n').pop()?.trim() ?? ''
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
async function typesProblems(tarball) {
  let printed
  try {
    const args = [attw, tarball, '--format', 'json', '--profile', 'esm-only', '--no-color']
    printed = (await run(process.execPath, args, { cwd: root, maxBuffer: 64 << 20 })).stdout
  } catch (error) {
    printed = error.stdout // attw exits 1 when it finds problems; the JSON is still printed
  }
  const { analysis } = JSON.parse(printed)
  // The JSON lists every resolution; the esm-only profile judges node16 ESM and bundler only (a
  // CommonJS `require` of an ESM-only package, or node10 without `exports`, is not supported).
  const problems = (analysis.problems ?? []).filter((p) => !IGNORED.has(p.resolutionKind))
  return problems.map((p) => `${p.kind} ${p.entrypoint ?? ''} (${p.resolutionKind ?? 'package'})`)
}

/** One package's row: packed, then checked by publint and attw. */
async function check(dir, pkg) {
  const tarball = await pack(dir)
  const messages = await lint(tarball, pkg)
  const types = await typesProblems(tarball)
  const count = (type) => messages.filter((m) => m.type === type).length
  return {
    name: pkg.name,
    kb: (statSync(tarball).size / 1024).toFixed(1),
    errors: count('error'),
    warnings: count('warning'),
    suggestions: count('suggestion'),
    types,
    messages,
  }
}

// One package a core at once: each is mostly waiting for its own pnpm and attw processes (one
// after another the twelve took 46 s on CI's two cores). Rows keep the packages' order.
const todo = dirs
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private)
const rows = new Array(todo.length)
let next = 0
async function worker() {
  while (next < todo.length) {
    const i = next++
    rows[i] = await check(todo[i].dir, todo[i].pkg)
  }
}
await Promise.all(Array.from({ length: availableParallelism() }, worker))

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
