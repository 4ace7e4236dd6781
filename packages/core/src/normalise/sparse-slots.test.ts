// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { RawValue } from '../types/model'
import { responsive } from './scalars'

const FALLBACK = [1, 2, 3, 4, 5] as const
const read = (raw: RawValue) => {
  const report = vi.fn()
  const parse = (v: RawValue) => (typeof v === 'number' ? v : undefined)
  return { value: responsive(raw, [...FALLBACK], parse, report, 'lh'), report }
}

describe('sparse and ragged 5-slot arrays normalise like missing slots (docs/data-format/README.md)', () => {
  it('a hole inherits like "#a": [50, "#a", , 30, 24]', () => {
    // biome-ignore lint/suspicious/noSparseArray: the shape issue #24 found in data built in JS
    const { value, report } = read([50, '#a', , 30, 24])
    expect(value).toEqual([50, 50, 50, 30, 24])
    expect(report).not.toHaveBeenCalled()
  })
  it('a short array: the slots it lacks inherit', () => {
    const { value, report } = read([50, 40])
    expect(value).toEqual([50, 40, 40, 40, 40])
    expect(report).not.toHaveBeenCalled()
  })
  it('holes only, or an empty array: the fallback', () => {
    expect(read(new Array(5)).value).toEqual(FALLBACK)
    expect(read([]).value).toEqual(FALLBACK)
  })
  it('a long array: the first five slots, the rest reported', () => {
    const { value, report } = read([1, 2, 3, 4, 5, 6, 7])
    expect(value).toEqual([1, 2, 3, 4, 5])
    expect(report).toHaveBeenCalledExactlyOnceWith(
      'lh',
      'has 7 values; those after the 5th are ignored',
    )
  })
  it('every slot of the result is set', () => {
    // biome-ignore lint/suspicious/noSparseArray: holes at both ends
    const { value } = read([, , 7, ,])
    expect(Object.keys(value)).toEqual(['0', '1', '2', '3', '4'])
    expect(value).toEqual([7, 7, 7, 7, 7])
  })
})
