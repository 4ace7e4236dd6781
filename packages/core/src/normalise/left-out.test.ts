// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { RawValue } from '../types/model'
import { sameWhenLeftOut } from './left-out'
import { shape } from './shape'

describe('sameWhenLeftOut: a reader whose value for a field left out is known (issue #25)', () => {
  it('shape takes the marked value for a left-out field without calling the reader', () => {
    const read = vi.fn((v: RawValue) => (v === undefined ? 'none' : String(v)))
    const schema = { a: sameWhenLeftOut(read, 'none'), b: sameWhenLeftOut(read, 'none') }
    const report = vi.fn()
    expect(shape({ b: undefined }, schema, report, 'r')).toEqual({ a: 'none', b: 'none' })
    expect(read).not.toHaveBeenCalled()
    expect(report).not.toHaveBeenCalled()
  })

  it('a value that is there, null and empty text included, still goes through the reader', () => {
    const read = vi.fn((v: RawValue) => (v == null || v === '' ? 'none' : String(v)))
    const schema = { a: sameWhenLeftOut(read, 'none') }
    const report = vi.fn()
    expect(shape({ a: 3 }, schema, report, 'r')).toEqual({ a: '3' })
    expect(shape({ a: null }, schema, report, 'r')).toEqual({ a: 'none' })
    expect(shape({ a: '' }, schema, report, 'r')).toEqual({ a: 'none' })
    expect(read).toHaveBeenCalledTimes(3)
    expect(read.mock.calls[0]?.slice(2, 3)).toEqual(['r.a'])
  })
})
