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
/** A module's static value imports (not `import type`) and its `import()` targets, within src. */
function importsOf(path: string) {
  const text = readFileSync(path, 'utf8')
  const stat = [...text.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)'/gms)]
  const lazy = [...text.matchAll(/import\('(\.[^']+)'\)/g)]
  return {
    eager: stat.map((m) => file(path, m[1] as string)),
    lazy: lazy.map((m) => file(path, m[1] as string)),
  }
}
/** Every module `starts` reach through static imports, and the `import()` targets they name. */
function reach(starts: string[]) {
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const todo = [...starts]
  for (let path = todo.pop(); path; path = todo.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    const found = importsOf(path)
    todo.push(...found.eager)
    for (const l of found.lazy) lazy.add(l)
  }
  return { seen, lazy }
}

describe("nav's first download is one file (issue #25)", () => {
  it('no on-demand chunk imports a module of the first download: they get its helpers as env.kit', () => {
    const first = reach([join(src, 'index.ts')])
    const shared: string[] = []
    const todo = [...first.lazy]
    const done = new Set<string>()
    for (let entry = todo.pop(); entry; entry = todo.pop()) {
      if (done.has(entry)) continue
      done.add(entry)
      const chunk = reach([entry])
      for (const path of chunk.seen) if (first.seen.has(path)) shared.push(relative(src, path))
      todo.push(...chunk.lazy)
    }
    // The walk found the kinds' chunks, so an empty list means something.
    expect(done.size).toBeGreaterThan(6)
    expect([...new Set(shared)]).toEqual([])
  })
})
