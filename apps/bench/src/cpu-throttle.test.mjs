import { describe, expect, it } from 'vitest'
import { throttleOf } from './cpu-throttle.mjs'

describe('BENCH_CPU_THROTTLE', () => {
  it('reads the rate, 1 when unset', () => {
    expect(throttleOf({})).toBe(1)
    expect(throttleOf({ BENCH_CPU_THROTTLE: '4' })).toBe(4)
  })

  it('refuses a rate under 1 or not a number, rather than measuring without it', () => {
    expect(() => throttleOf({ BENCH_CPU_THROTTLE: 'phone' })).toThrow(
      'BENCH_CPU_THROTTLE must be a rate of 1 or more, not "phone"',
    )
    expect(() => throttleOf({ BENCH_CPU_THROTTLE: '0.5' })).toThrow('not "0.5"')
  })
})
