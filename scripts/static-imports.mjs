// What a browser loads before an ES module file runs: the file and the files it imports
// statically, transitively (`import()` loads later). Read from files on disk (relative
// specifiers only: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`) for the
// chunked script-tag file (`@strata/embed`'s esm/strata.js), measured by `pnpm size` and its own
// build; or from an esbuild metafile, for every first download the size check, the bench and the
// chunked build work out.
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

/**
 * `files` and the outputs they import statically, transitively, breadth first (each file's own
 * imports before theirs), from an esbuild metafile's `outputs`.
 * @param {Record<string, { imports: Array<{ path: string, kind: string }> }>} outputs
 * @param {string[]} files metafile output paths
 * @returns {string[]}
 */
export function withStaticImports(outputs, files) {
  const all = new Set(files)
  for (const file of all)
    for (const { path, kind } of outputs[file]?.imports ?? [])
      if (kind === 'import-statement' && outputs[path]) all.add(path)
  return [...all]
}
