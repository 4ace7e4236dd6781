// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deepEqual } from './deep-equal'

describe('deepEqual', () => {
  it('treats new objects and arrays holding the same data as equal, at any depth', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true)
    expect(deepEqual([], [])).toBe(true)
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true)
  })

  it('tells apart a changed value, a missing or extra key, and a different length', () => {
    expect(deepEqual({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false)
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(deepEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false)
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false)
    expect(deepEqual([1], { 0: 1 })).toBe(false)
    expect(deepEqual(null, {})).toBe(false)
    expect(deepEqual(1, '1')).toBe(false)
  })

  it('compares functions and class instances by reference only', () => {
    const f = () => 1
    expect(deepEqual({ f }, { f })).toBe(true)
    expect(deepEqual({ f }, { f: () => 1 })).toBe(false)
    expect(deepEqual(new Date(0), new Date(0))).toBe(false)
    const when = new Date(0)
    expect(deepEqual([when], [when])).toBe(true)
  })

  it('stops at a cycle instead of recursing for ever', () => {
    const a: Record<string, unknown> = { n: 1 }
    a.self = a
    const b: Record<string, unknown> = { n: 1 }
    b.self = b
    expect(deepEqual(a, b)).toBe(false)
    expect(deepEqual(a, a)).toBe(true)
  })
})
