// What a browser loads before an ES module file runs: the file and the files it imports
// statically, transitively (relative specifiers only: `import … from "./x.js"`, `import "./x.js"`,
// `export … from "./x.js"`; `import()` loads later). For the chunked script-tag file
// (`@strata/embed`'s esm/strata.js), measured by `pnpm size` and its own build.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const STATIC = /(?:^|[;}\s])(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["']/g

/**
 * @param {string} file an ES module on disk
 * @returns {string[]} the file first, then every file it needs before it runs
 */
export function firstDownloadFiles(file) {
  const seen = new Set()
  const visit = (path) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const [, spec] of readFileSync(path, 'utf8').matchAll(STATIC))
      visit(join(dirname(path), spec))
  }
  visit(file)
  return [...seen]
}
