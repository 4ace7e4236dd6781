// The chunked ES module's on-demand loads, each with the chunks it imports statically asked for
// at once (what Vite's preload helper does; esbuild does not): a chunk's own static imports are
// otherwise found only once it has arrived, one round trip after another before the code runs.
// Measured on a module loaded by URL with 40 ms round trips: the loader chunk, then the two
// chunks it imports, then the data (docs/performance-log.md, twenty-sixth session).
import { dirname, posix, relative } from 'node:path'
import { withStaticImports } from '../../../scripts/static-imports.mjs'

/** A path as an import specifier from `from`'s folder: './x.js', '../y.js'. */
const specifier = (from, to) => {
  const rel = relative(dirname(from), to).split('\\').join(posix.sep)
  return rel.startsWith('.') ? rel : `./${rel}`
}

/**
 * Rewrites each `import("<chunk>")` of the outputs so it first asks for the chunks `<chunk>`
 * imports statically (transitively, less those the importing file already holds), each with its
 * failure left to the chunk's own import: `(import("./dep.js").catch(()=>{}),import("./chunk.js"))`.
 * `outputs`: esbuild's metafile outputs (paths as esbuild writes them); `texts`: path → contents.
 * @param {Record<string, { imports: Array<{ path: string, kind: string }> }>} outputs
 * @param {Map<string, string>} texts
 * @returns {Map<string, string>} the files that changed, with their new contents
 */
export function preloadDeps(outputs, texts) {
  const changed = new Map()
  for (const [file, text] of texts) {
    // What the file holds once it runs: itself and its static imports.
    const holds = new Set(withStaticImports(outputs, [file]))
    let out = text
    for (const { path, kind } of outputs[file]?.imports ?? []) {
      if (kind !== 'dynamic-import' || !outputs[path]) continue
      // The chunk comes first in the list: its imports are the rest.
      const deps = withStaticImports(outputs, [path]).filter(
        (dep) => dep !== path && !holds.has(dep),
      )
      if (!deps.length) continue
      const load = `import("${specifier(file, path)}")`
      const early = deps.map((dep) => `import("${specifier(file, dep)}").catch(()=>{})`)
      out = out.split(load).join(`(${[...early, load].join(',')})`)
    }
    if (out !== text) changed.set(file, out)
  }
  return changed
}
