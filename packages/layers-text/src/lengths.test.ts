// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cssLength, fraction, scalePx } from './lengths'

describe('cssLength', () => {
  it('scales px lengths with the layout grid (numbers and "50px")', () => {
    expect(cssLength(100, 0.5)).toBe('50px')
    expect(cssLength('50px', 2)).toBe('100px')
    expect(cssLength('-20', 1)).toBe('-20px')
  })
  it('keeps % and other units, and keywords, unscaled', () => {
    expect(cssLength('175%', 0.5)).toBe('175%')
    expect(cssLength('2em', 0.5)).toBe('2em')
    expect(cssLength('auto', 0.5)).toBe('auto')
    expect(cssLength('none', 0.5)).toBe('none')
  })
  it('unwraps "(100%)"', () => {
    expect(cssLength('(100%)', 1)).toBe('100%')
  })
  it('has no static value for a random range or nonsense', () => {
    expect(cssLength('{-50,50}', 1)).toBeUndefined()
    expect(cssLength('banana', 1)).toBeUndefined()
    expect(cssLength(Number.NaN, 1)).toBeUndefined()
  })
  it('rounds to 1/100 px', () => {
    expect(scalePx(10, 1 / 3)).toBe('3.33px')
  })
})

describe('fraction sizes', () => {
  it('"#1/3#" (a share of the parent, as exports write it) is that percentage, unscaled', () => {
    expect(cssLength('#1/3#', 0.5)).toBe('33.3333%')
    expect(cssLength('#2/3#', 1)).toBe('66.6667%')
    expect(fraction('#1/2#')).toBe(0.5)
  })
  it('anything else is not a fraction ("#a" is the per-level inherit marker)', () => {
    expect(fraction('#a')).toBeUndefined()
    expect(fraction('#1/0#')).toBeUndefined()
    expect(fraction('1/3')).toBeUndefined()
    expect(fraction(30)).toBeUndefined()
  })
})
