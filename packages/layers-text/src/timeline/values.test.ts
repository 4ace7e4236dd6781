// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { atLevel, parseValue, type Random } from './values'

const low: Random = (a) => a
const mid: Random = (a, b) => (a + b) / 2

describe('per-level values', () => {
  it('a 5-slot value is read at the device level; "#a" inherits the nearest set slot before it', () => {
    const raw = ['50px', '#a', '#a', '#a', '20px']
    expect(atLevel(raw, 0)).toBe('50px')
    expect(atLevel(raw, 2)).toBe('50px')
    expect(atLevel(raw, 4)).toBe('20px')
  })
  it('with no set slot before it, a slot inherits the nearest set slot after it', () => {
    expect(atLevel(['#a', '#a', 30, '#a', '#a'], 0)).toBe(30)
  })
  it('a plain scalar is the same value at all five levels', () => {
    expect([0, 1, 2, 3, 4].map((l) => atLevel(7, l as 0))).toEqual([7, 7, 7, 7, 7])
  })
})

describe('keyframe value forms (docs/data-format/README.md)', () => {
  it('numbers and numeric strings are unitless (px for lengths)', () => {
    expect(parseValue(12, 'length', low)).toBe(12)
    expect(parseValue('12', 'length', low)).toBe(12)
    expect(parseValue('-0.5', 'number', low)).toBe(-0.5)
  })
  it('"50px" is 50 px for a length', () => {
    expect(parseValue('50px', 'length', low)).toBe(50)
  })
  it('"175%" and "(100%)" stay percent for a length', () => {
    expect(parseValue('175%', 'length', low)).toBe('175%')
    expect(parseValue('(100%)', 'length', low)).toBe('100%')
  })
  it('"45deg" is degrees for an angle', () => {
    expect(parseValue('45deg', 'angle', low)).toBe(45)
  })
  it('"{-50,50}" and { a, b } are random in the range', () => {
    expect(parseValue('{-50,50}', 'length', low)).toBe(-50)
    expect(parseValue('{-50,50}', 'length', mid)).toBe(0)
    expect(parseValue({ a: 10, b: 20 }, 'angle', mid)).toBe(15)
  })
  it('"inherit" is kept for the keyframe reader', () => {
    expect(parseValue('inherit', 'length', low)).toBe('inherit')
  })
  it('units that do not fit the key and nonsense are not values', () => {
    expect(parseValue('50%', 'angle', low)).toBeUndefined()
    expect(parseValue('12deg', 'length', low)).toBeUndefined()
    expect(parseValue('wide', 'length', low)).toBeUndefined()
    expect(parseValue(true, 'number', low)).toBeUndefined()
    expect(parseValue(Number.NaN, 'number', low)).toBeUndefined()
  })
})
