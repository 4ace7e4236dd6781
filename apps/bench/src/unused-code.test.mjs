import { describe, expect, it } from 'vitest'
import { filesOf, shortPath, unusedByFile } from './unused-code.mjs'

const SOURCE = [
  'var page = 1',
  '// ../../packages/core/src/normalise/safe.ts',
  'function used() {}',
  'function never() { function inner() {} }',
  '// ../../node_modules/.pnpm/gsap@3.15.0/node_modules/gsap/index.js',
  'function g() {}',
  '// ../../packages/core/src/normalise/safe.ts',
  'function again() {}',
].join('\n')
const at = (text) => SOURCE.indexOf(text)
const fn = (text, count) => ({
  ranges: [{ startOffset: at(text), endOffset: at(text) + text.length, count }],
})

describe('shortPath: a bundle input named by its package or dependency', () => {
  it('drops what leads to packages/ or node_modules/', () => {
    expect(shortPath('../../packages/core/src/normalise/safe.ts')).toBe(
      'core/src/normalise/safe.ts',
    )
    expect(shortPath('../../node_modules/.pnpm/gsap@3/node_modules/gsap/index.js')).toBe(
      'gsap/index.js',
    )
    expect(shortPath('src/pages/strata.ts')).toBe('src/pages/strata.ts')
  })
})

describe('filesOf: the file an offset falls in, and each file’s bytes', () => {
  it('reads esbuild’s path lines; a file in two places is summed', () => {
    const { fileAt, sizes } = filesOf(SOURCE)
    expect(fileAt(at('var page'))).toBe('page')
    expect(fileAt(at('function never'))).toBe('core/src/normalise/safe.ts')
    expect(fileAt(at('function g'))).toBe('gsap/index.js')
    expect(fileAt(at('function again'))).toBe('core/src/normalise/safe.ts')
    const total = [...sizes.values()].reduce((a, b) => a + b, 0)
    expect(total).toBe(SOURCE.length)
  })
})

describe('unusedByFile: bytes of functions never called, by file', () => {
  it('counts an uncalled function once with what it holds, most first', () => {
    const never = 'function never() { function inner() {} }'
    const rows = unusedByFile(
      [
        fn('function used() {}', 2),
        fn(never, 0),
        fn('function inner() {}', 0),
        fn('function g() {}', 0),
        fn('function again() {}', 1),
      ],
      SOURCE,
    )
    expect(rows.map((r) => [r.file, r.unused])).toEqual([
      ['core/src/normalise/safe.ts', never.length],
      ['gsap/index.js', 'function g() {}'.length],
    ])
    expect(rows[0]?.size).toBeGreaterThan(never.length)
  })
})
