// @ts-check
/**
 * Report coverage of wrong-type values (issue #24): how many wrong-type values in module data get
 * a report entry at their exact data path. It takes a rich module in the export's real shape
 * (rich-module.mjs; valid, so it gives no entry), swaps wrong-type values into it one field at a
 * time (a number gets text, an object and a boolean; a boolean gets text, an object and a number;
 * text gets an object and a boolean; an object gets a boolean) and normalises each variant with
 * the parts of every plugin that reads module data (layers-text, carousel, bg-transitions, nav,
 * modal). It prints the figure per area.
 *
 * Run after building the packages: `pnpm --filter @strata/core coverage:report`
 * (`-- --misses` lists the values that got no entry; `-- --min 98` fails below 98 %).
 */
import { richModule } from './rich-module.mjs'

const dist = (pkg, entry = 'index') =>
  new URL(`../../${pkg}/dist/${entry}.js`, import.meta.url).href
const { normaliseModule } = await import(dist('core', 'kit'))
const plugins = await Promise.all(
  [
    ['layers-text', 'layersText'],
    ['carousel', 'carousel'],
    ['bg-transitions', 'bgTransitions'],
    ['nav', 'nav'],
    ['modal', 'modal'],
  ].map(async ([pkg, name]) => (await import(dist(pkg)))[name]()),
)
const parts = plugins.map((plugin) => plugin.normalise)
const args = process.argv.slice(2)
const NOW = Date.UTC(2026, 10, 24)

/** Every entry the normaliser gives `raw`, layers included. */
const reportOf = (raw) => {
  const { report } = normaliseModule(raw, { parts, eagerLayers: true, now: NOW })
  return report
}

/** The area a data path belongs to, for the per-area figures. */
const AREAS = [
  ['module background', /^settings\.bg\.color\./],
  ['carousel settings', /^settings\.carousel\./],
  ['nav and progress bar', /^settings\.(nav|pbar)\./],
  ['modal settings', /^settings\.modal\./],
  ['module settings', /^settings\./],
  ['slide background animation', /\.tl\.in\.bg\./],
  ['keyframe fields', /\.tl\./],
  ['slide actions', /^slides\.\d+\.slide\.actions\./],
  ['layer actions', /\.layers\.\d+\.actions\./],
  ['layer fields', /\.layers\./],
  ['slide fields', /^slides\./],
  ['module', /./],
]
const areaOf = (path) => AREAS.find(([, re]) => re.test(path))?.[0] ?? 'module'

/**
 * Values of the wrong type for a value like `v` at `key` (in `parent`). Ids, and the layer ids
 * of an action's `src` and `target`, are names (text or numbers); an export's `version` is not read.
 */
const wrongFor = (v, key, parent) =>
  key === 'version'
    ? []
    : key === 'id' || parent === 'src' || parent === 'target'
      ? [{ bad: 1 }, true]
      : typeof v === 'number'
        ? ['zz', { bad: 1 }, true]
        : typeof v === 'boolean'
          ? ['zz', { bad: 1 }, 7]
          : typeof v === 'string'
            ? [{ bad: 1 }, true]
            : Array.isArray(v)
              ? []
              : [true]

/** Every value of `v` with its path (the root excluded). */
function* walk(v, path = []) {
  if (path.length) yield [path, v]
  if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) yield* walk(x, [...path, k])
}

const base = reportOf(richModule())
if (base.length) {
  console.error('The rich module is not valid data; it gives:')
  for (const e of base) console.error(`  ${e.path}: ${e.message}`)
  process.exit(1)
}

/** @type {Map<string, { total: number, hit: number }>} */
const byArea = new Map()
const misses = []
for (const [path, value] of walk(richModule())) {
  const at = path.join('.')
  for (const wrong of wrongFor(value, path[path.length - 1], path[path.length - 2])) {
    const raw = richModule()
    let parent = raw
    for (const k of path.slice(0, -1)) parent = parent[k]
    parent[path[path.length - 1]] = wrong
    const hit = reportOf(raw).some((e) => e.path === at)
    const area = areaOf(at)
    const figures = byArea.get(area) ?? { total: 0, hit: 0 }
    figures.total++
    if (hit) figures.hit++
    else misses.push(`${at} = ${JSON.stringify(wrong)}`)
    byArea.set(area, figures)
  }
}

const pct = (hit, total) => (total ? ((hit / total) * 100).toFixed(1) : '100.0')
const rows = [...byArea].sort((a, b) => b[1].total - b[1].hit - (a[1].total - a[1].hit))
const total = rows.reduce((n, [, f]) => n + f.total, 0)
const hit = rows.reduce((n, [, f]) => n + f.hit, 0)
console.log('Report coverage of wrong-type values (entry at the exact data path)\n')
console.log(
  `${'area'.padEnd(30)}${'values'.padStart(8)}${'reported'.padStart(10)}${'%'.padStart(8)}`,
)
for (const [area, f] of rows)
  console.log(
    `${area.padEnd(30)}${`${f.total}`.padStart(8)}${`${f.hit}`.padStart(10)}${pct(f.hit, f.total).padStart(8)}`,
  )
console.log(
  `${'all'.padEnd(30)}${`${total}`.padStart(8)}${`${hit}`.padStart(10)}${pct(hit, total).padStart(8)}`,
)
if (args.includes('--misses')) console.log(`\nNo entry at the path:\n  ${misses.join('\n  ')}`)
const min = args.includes('--min') ? Number(args[args.indexOf('--min') + 1]) : 0
if ((hit / total) * 100 < min) {
  console.error(`\nBelow ${min} %`)
  process.exit(1)
}
