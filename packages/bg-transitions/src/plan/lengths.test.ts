// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { amount, scalar } from './lengths'

describe('motion values as authored (docs/data-format/README.md "Responsive values")', () => {
  it('reads px numbers, px and percent strings, bracketed values and random ranges', () => {
    expect(amount(40, Math.random)).toEqual({ value: 40, unit: 'px' })
    expect(amount('-100%', Math.random)).toEqual({ value: -100, unit: '%' })
    expect(amount('20px', Math.random)).toEqual({ value: 20, unit: 'px' })
    expect(amount('(100%)', Math.random)).toEqual({ value: 100, unit: '%' })
    expect(amount('{-50,50}', () => 0.5)).toEqual({ value: 0, unit: 'px' })
  })

  it('inherit, auto and nonsense keep the fallback; percent opacity or scale is a fraction', () => {
    expect(amount('inherit', Math.random, 3)).toEqual({ value: 3, unit: 'px' })
    expect(amount('far', Math.random)).toEqual({ value: 0, unit: 'px' })
    expect(scalar('50%', Math.random, 1)).toBe(0.5)
    expect(scalar('auto', Math.random, 1)).toBe(1)
  })
})
