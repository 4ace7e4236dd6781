// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CEILINGS, topLevelArrows } from '../../../scripts/parse-check.mjs'

// Issue #25: V8 parses an ES module's top-level arrow functions in full as the file loads (a
// function declaration is pre-parsed until its first call); `scripts/parse-check.mjs` holds each
// package's built files to a ceiling of them, in `pnpm test`.
describe('topLevelArrows: the arrow functions a module defines at its top level', () => {
  it('finds `const`/`var`/`let` arrows, exported or not, async or not, in lists too', () => {
    const source = [
      'var a = (x) => x + 1, b = 2, c = async () => { await 0 }',
      'export const d = y => y',
      'let e = function () { return () => 1 }',
      'function f() { const inner = () => 1; return inner }',
      'const g = { h: () => 1 }',
    ].join('\n')
    expect(topLevelArrows(source)).toEqual(['a', 'c', 'd'])
  })

  it('has a ceiling for every package of the repository, and none for a package it lacks', () => {
    const packages = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'packages')
    const names = readdirSync(packages).map(
      (dir) => JSON.parse(readFileSync(join(packages, dir, 'package.json'), 'utf8')).name,
    )
    expect(Object.keys(CEILINGS).sort()).toEqual(names.sort())
  })
})
