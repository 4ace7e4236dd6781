import { describe, expect, it } from 'vitest'
import { latencyOf } from './latency.mjs'

describe('BENCH_LATENCY_MS', () => {
  it('reads the round trip in ms, none when unset', () => {
    expect(latencyOf({})).toBe(0)
    expect(latencyOf({ BENCH_LATENCY_MS: '40' })).toBe(40)
  })

  it('refuses what is not a number of ms, rather than measuring without it', () => {
    expect(() => latencyOf({ BENCH_LATENCY_MS: 'fast' })).toThrow(
      'BENCH_LATENCY_MS must be ms, not "fast"',
    )
    expect(() => latencyOf({ BENCH_LATENCY_MS: '-5' })).toThrow('not "-5"')
  })
})
