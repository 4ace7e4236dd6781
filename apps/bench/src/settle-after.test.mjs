import { describe, expect, it } from 'vitest'
import { settleOf } from './settle-after.mjs'

describe('BENCH_SETTLE_MS', () => {
  it('reads the wait after ready, 150 ms when unset', () => {
    expect(settleOf({})).toBe(150)
    expect(settleOf({ BENCH_SETTLE_MS: '2500' })).toBe(2500)
  })

  it('refuses a wait that is not a number of ms, rather than measuring without it', () => {
    expect(() => settleOf({ BENCH_SETTLE_MS: 'long' })).toThrow(
      'BENCH_SETTLE_MS must be a number of ms, not "long"',
    )
    expect(() => settleOf({ BENCH_SETTLE_MS: '-1' })).toThrow('not "-1"')
  })
})
