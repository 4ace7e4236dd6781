#!/usr/bin/env node
// Generates the site's reference pages before `vitepress dev|build` (they are not committed):
// - packages/<name>/README.md: the package README, then its options, api, events and data model
//   tables read from the TypeScript sources and their JSDoc (`@default` included) — never typed
//   by hand, so they follow the code;
// - docs/**: each markdown file of the repo's docs/ folder, included as it is.
// Both keep the repo's folder layout, so the relative links inside those files work on the site.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { eventTable, exportsOf, memberTable, openProgram, signatureBlock } from './reference.mjs'

const site = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(site, '..', '..')
const started = performance.now()

const packages = readdirSync(join(root, 'packages')).filter((name) =>
  statSync(join(root, 'packages', name, 'src', 'index.ts'), { throwIfNoEntry: false }),
)

/** An include of a repo file, shown as written (no Vue templating inside: `{{ }}` stays text). */
const include = (page, file) =>
  `::: v-pre\n<!--@include: ${relative(dirname(page), file)}-->\n:::\n`

function write(page, text) {
  mkdirSync(dirname(page), { recursive: true })
  writeFileSync(page, text)
}

// docs/** as they are.
rmSync(join(site, 'docs'), { recursive: true, force: true })
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  )
for (const file of walk(join(root, 'docs'))) {
  const page = join(site, relative(root, file))
  write(page, include(page, file))
}

// packages/<name>/README.md with the generated reference.
const kindOf = ({ name, declaration }) => {
  if (!declaration) return undefined
  if (ts.isFunctionDeclaration(declaration)) return 'functions'
  const isObjectAlias = ts.isTypeAliasDeclaration(declaration) && /(Options|Props)$/.test(name)
  if (!ts.isInterfaceDeclaration(declaration) && !isObjectAlias) return undefined
  if (/(Options|Props)$/.test(name)) return 'options'
  if (/Api$/.test(name) || ['Slider', 'SliderState', 'PluginContext', 'Plugin'].includes(name))
    return 'api'
  if (/\/types(\/model)?\.ts$/.test(declaration.getSourceFile().fileName)) return 'model'
  return undefined
}
const titles = {
  functions: 'Functions',
  options: 'Options',
  api: 'API (methods and properties)',
  model: 'Module data (the normalised model, with export keys and defaults)',
}

const generatedNote =
  '*Generated from the TypeScript sources and their JSDoc by `apps/docs/scripts/options.mjs`.*'

rmSync(join(site, 'packages'), { recursive: true, force: true })
const tsProgram = openProgram(root, packages)
for (const name of packages) {
  const dir = join(root, 'packages', name)
  const entries = exportsOf(tsProgram, join(dir, 'src', 'index.ts'))
  const sections = { functions: [], options: [], api: [], model: [] }
  for (const entry of entries) {
    const kind = kindOf(entry)
    if (!kind) continue
    const body =
      kind === 'functions'
        ? signatureBlock(tsProgram.checker, entry)
        : memberTable(tsProgram.checker, entry.symbol, { withDefault: kind !== 'api' })
    if (!body) continue
    const { text } = kind === 'functions' ? { text: '' } : { text: docText(entry.declaration) }
    sections[kind].push(`### \`${entry.name}\`\n\n${text ? `${text}\n\n` : ''}${body}`)
  }
  const events = eventTable(tsProgram.program, dir)
  const page = join(site, 'packages', name, 'README.md')
  const parts = [
    include(page, join(dir, 'README.md')),
    `## Reference: @strata/${name}`,
    generatedNote,
  ]
  for (const kind of ['options', 'api', 'functions']) {
    if (sections[kind].length) parts.push(`## ${titles[kind]}`, ...sections[kind])
  }
  if (events) parts.push('## Events', `Listen with \`slider.on(name, handler)\`.`, events)
  if (sections.model.length) parts.push(`## ${titles.model}`, ...sections.model)
  // v-pre: `{{name}}` in JSDoc is text, not a Vue interpolation.
  const [readme, ...reference] = parts
  write(page, `${readme}\n::: v-pre\n\n${reference.join('\n\n')}\n\n:::\n`)
}

function docText(declaration) {
  const comments = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc)
  return comments
    .map((c) => ts.getTextOfJSDocComment(c.comment) ?? '')
    .join(' ')
    .trim()
}

// The repo's `biome check .` reads these files too: write them as its formatter would.
execFileSync(
  join(root, 'node_modules', '.bin', 'biome'),
  ['format', '--write', 'docs', 'packages'],
  {
    cwd: site,
    stdio: 'ignore',
  },
)

console.log(
  `docs reference: ${packages.length} package pages, docs/ included (${Math.round(performance.now() - started)} ms)`,
)
