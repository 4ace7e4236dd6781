// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstDownloadFiles } from '../../../../scripts/static-imports.mjs'

// The walk `pnpm size` and the browser build use to measure esm/strata.js's first download.
describe('firstDownloadFiles: an ES module file and what it imports statically', () => {
  it('follows minified and spaced imports and re-exports, not import()', () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-download-'))
    mkdirSync(join(dir, 'chunks'))
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text)
    write(
      'entry.js',
      'import{a as b}from"./chunks/a.js";import"./chunks/side.js";export { c } from \'./c.js\'\nconst l=()=>import("./chunks/lazy.js")',
    )
    write('chunks/a.js', 'export const a=1')
    write('chunks/side.js', 'import"./a.js"')
    write('chunks/lazy.js', '')
    write('c.js', 'import { a } from "./chunks/a.js"\nexport const c = a')
    const files = firstDownloadFiles(join(dir, 'entry.js')).map((f) => f.slice(dir.length + 1))
    expect(files).toEqual(['entry.js', 'chunks/a.js', 'chunks/side.js', 'c.js'])
  })
})
