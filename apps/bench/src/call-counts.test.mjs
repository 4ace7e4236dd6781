import { describe, expect, it } from 'vitest'
import { callCounts } from './call-counts.mjs'

const SOURCE = [
  'var page = 1',
  '// ../../packages/core/src/normalise/shape.ts',
  'function shape() { [].forEach(() => {}) }',
  '// ../../packages/layers-text/src/defaults.ts',
  'function paint() {}',
  'function never() {}',
].join('\n')
const fn = (functionName, text, count) => ({
  functionName,
  ranges: [{ startOffset: SOURCE.indexOf(text), count }],
})

describe('callCounts: calls by file and function from precise coverage', () => {
  it('sums each function’s count into its file, most first, and leaves out what was not called', () => {
    const counts = callCounts(
      [
        fn('', 'var page', 1),
        fn('shape', 'function shape', 5),
        fn('', '() => {}', 30),
        fn('paint', 'function paint', 12),
        fn('never', 'function never', 0),
      ],
      SOURCE,
    )
    expect(counts.total).toBe(48)
    expect(counts.byFile).toEqual([
      ['core/src/normalise/shape.ts', 35],
      ['layers-text/src/defaults.ts', 12],
      ['page', 1],
    ])
    expect(counts.byFunction).toEqual([
      ['(anonymous) (core/src/normalise/shape.ts)', 30],
      ['paint (layers-text/src/defaults.ts)', 12],
      ['shape (core/src/normalise/shape.ts)', 5],
      ['(anonymous) (page)', 1],
    ])
  })

  it('reads nothing from a script with no functions', () => {
    expect(callCounts([], '')).toEqual({ total: 0, byFile: [], byFunction: [] })
  })
})
