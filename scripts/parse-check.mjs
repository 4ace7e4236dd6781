// Module top-level arrow functions in each package's built files, against a ceiling per package
// (issue #25, docs/performance-log.md "Thirty-second session"). V8 pre-parses a function
// declaration or expression at the top of an ES module and parses it fully only when it is first
// called; an arrow function there it parses fully at once, as the file loads, whether it is ever
// called or not. Once a site's bundler has put every module in one file, the bench page's 246
// top-level arrows made its load 4–7 ms slower (eval) than the same code as functions. The
// arrows left are typed readers (`const r: Reader = (…) =>`, typed by their annotation) and the
// one-line helpers of core's entry (as declarations they would cross its 12 KB cap).
// Run after `pnpm build`.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** The most top-level arrow functions each package's built files may define (today's count). */
export const CEILINGS = {
  '@strata/bg-transitions': 1,
  '@strata/carousel': 2,
  '@strata/core': 78,
  '@strata/embed': 0,
  '@strata/fonts': 0,
  '@strata/layers-media': 8,
  '@strata/layers-text': 14,
  '@strata/modal': 2,
  // 12 of them in `normalise.js`: core's readers, copied into nav's part as `@strata/nav/prepared`
  // loads it for raw data (nav's tsup.config.ts); a page of prepared modules never loads it.
  '@strata/nav': 19,
  '@strata/parallax': 0,
  '@strata/react': 0,
  '@strata/streams': 10,
}

/**
 * The names of the arrow functions a JavaScript module defines at its top level
 * (`const a = () => …`, `export const b = async (x) => …`).
 * @param {string} source
 * @returns {string[]}
 */
export function topLevelArrows(source) {
  const file = ts.createSourceFile('m.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const names = []
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const d of statement.declarationList.declarations)
      if (d.initializer && ts.isArrowFunction(d.initializer)) names.push(d.name.getText(file))
  }
  return names
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0
  for (const dir of readdirSync(join(root, 'packages'))) {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
    const dist = join(root, 'packages', dir, 'dist')
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'))
    const names = files.flatMap((f) => topLevelArrows(readFileSync(join(dist, f), 'utf8')))
    const ceiling = CEILINGS[pkg.name]
    const over = ceiling === undefined || names.length > ceiling
    if (over) failed++
    console.log(
      `${pkg.name.padEnd(24)} ${String(names.length).padStart(4)} top-level arrows (at most ${ceiling ?? '?'})${over ? `  FAIL: write them as function declarations (${names.slice(0, 8).join(', ')})` : ''}`,
    )
  }
  if (failed) process.exit(1)
}
