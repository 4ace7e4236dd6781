// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = dirname(fileURLToPath(import.meta.url))
const file = (from: string, spec: string) => {
  const base = join(dirname(from), spec)
  return [`${base}.ts`, join(base, 'index.ts')].find(existsSync) ?? base
}
/**
 * A module's static value imports (not `import type`) and its `import()` targets, within src;
 * `packages`: the other packages' entries it imports values from (`@strata/core/kit`).
 */
function importsOf(path: string) {
  const text = readFileSync(path, 'utf8')
  const stat = [...text.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gms)]
  const lazy = [...text.matchAll(/import\('(\.[^']+)'\)/g)]
  const specs = stat.map((m) => m[1] as string)
  return {
    eager: specs.filter((s) => s.startsWith('.')).map((s) => file(path, s)),
    packages: specs.filter((s) => !s.startsWith('.')),
    lazy: lazy.map((m) => file(path, m[1] as string)),
  }
}
/** Every module `starts` reach through static imports, and the `import()` targets they name. */
function reach(starts: string[]) {
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const packages = new Set<string>()
  const todo = [...starts]
  for (let path = todo.pop(); path; path = todo.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    const found = importsOf(path)
    todo.push(...found.eager)
    for (const l of found.lazy) lazy.add(l)
    for (const p of found.packages) packages.add(`${p} (${relative(src, path)})`)
  }
  return { seen, lazy, packages }
}

describe("nav's first download is one file (issue #25)", () => {
  it('no on-demand chunk imports a module or package entry of the first download: they get its helpers as env.kit', () => {
    const first = reach([join(src, 'index.ts')])
    const shared: string[] = []
    const todo = [...first.lazy]
    const done = new Set<string>()
    for (let entry = todo.pop(); entry; entry = todo.pop()) {
      if (done.has(entry)) continue
      done.add(entry)
      const chunk = reach([entry])
      for (const path of chunk.seen) if (first.seen.has(path)) shared.push(relative(src, path))
      // A package entry the first download imports too (core's kit) is shared the same way: the
      // bundler puts the modules behind it in a chunk of their own (a slider was two files).
      for (const spec of chunk.packages)
        if ([...first.packages].some((p) => p.split(' ')[0] === spec.split(' ')[0]))
          shared.push(spec)
      todo.push(...chunk.lazy)
    }
    // The walk found the kinds' chunks, so an empty list means something.
    expect(done.size).toBeGreaterThan(6)
    expect([...new Set(shared)]).toEqual([])
  })
})
