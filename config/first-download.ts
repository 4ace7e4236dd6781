// Test support for the packages' first-download tests (issue #25, docs/performance.md). A site's
// bundler puts a module that both the first download (a package's entry and its static imports)
// and an on-demand chunk (an `import()` target) import into a chunk of its own, which every page
// then downloads as a second file with its own request and gzip stream. These walks read a
// package's sources and list what its chunks share with its entry, so a test can hold it empty.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const STATIC = /^(?:import|export) (?!type )[^;]*? from '([^']+)'/gms
const DYNAMIC = /import\('(\.[^']+)'\)/g

const resolveLocal = (from: string, spec: string): string => {
  const base = join(dirname(from), spec)
  return [`${base}.ts`, join(base, 'index.ts')].find(existsSync) ?? base
}

/** What a walk from some modules reached: modules, `@strata/*` value imports, `import()` targets. */
export interface Reach {
  modules: Set<string>
  /** `'<entry> (<importing file>)'`, e.g. `'@strata/core/kit (slide-image.ts)'`. */
  strata: Set<string>
  lazy: Set<string>
}

/** Every module `start` reaches through static value imports (not `import type`). */
export function reach(src: string, start: string): Reach {
  const found: Reach = { modules: new Set(), strata: new Set(), lazy: new Set() }
  const todo = [join(src, start)]
  for (let path = todo.pop(); path; path = todo.pop()) {
    if (found.modules.has(path)) continue
    found.modules.add(path)
    const text = readFileSync(path, 'utf8')
    for (const [, spec = ''] of text.matchAll(STATIC))
      if (spec.startsWith('.')) todo.push(resolveLocal(path, spec))
      else if (spec.startsWith('@strata/')) found.strata.add(`${spec} (${relative(src, path)})`)
    for (const [, spec = ''] of text.matchAll(DYNAMIC)) found.lazy.add(resolveLocal(path, spec))
  }
  return found
}

/** A package's on-demand chunks (every `import()` target, theirs included) and what they share. */
export interface Sharing {
  /** The chunks' entry modules, relative to src. */
  chunks: string[]
  /** Modules a chunk reaches that the first download holds, relative to src. */
  withEntry: string[]
  /**
   * `@strata/*` entries a chunk imports values from: any of core's shares modules with core's
   * entry, which is always in the first download. A chunk gets those from its plugin instead.
   */
  strata: string[]
  /** Modules two chunks both reach: a further file whenever both load. */
  betweenChunks: string[]
}

/** Walks `src/<entry>` and each chunk it loads on demand, transitively. */
export function chunkSharing(src: string, entry = 'index.ts'): Sharing {
  const first = reach(src, entry)
  const rel = (path: string) => relative(src, path)
  const chunks = new Map<string, Reach>()
  const todo = [...first.lazy]
  for (let entry = todo.pop(); entry; entry = todo.pop()) {
    if (chunks.has(entry)) continue
    const chunk = reach(src, rel(entry))
    chunks.set(entry, chunk)
    todo.push(...chunk.lazy)
  }
  const walks = [...chunks.values()]
  const inTwo = walks.flatMap((a, i) =>
    walks.slice(i + 1).flatMap((b) => [...a.modules].filter((m) => b.modules.has(m))),
  )
  return {
    chunks: [...chunks.keys()].map(rel).sort(),
    withEntry: [
      ...new Set(walks.flatMap((w) => [...w.modules].filter((m) => first.modules.has(m)))),
    ].map(rel),
    strata: [...new Set(walks.flatMap((w) => [...w.strata]))],
    betweenChunks: [...new Set(inTwo)].map(rel),
  }
}
