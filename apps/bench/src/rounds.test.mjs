import { describe, expect, it } from 'vitest'
import { roundOrder } from './rounds.mjs'

describe('roundOrder', () => {
  it('loads each library once a round, reversing the order every other round', () => {
    expect(roundOrder(['strata', 'swiper', 'embla'], 3)).toEqual([
      'strata',
      'swiper',
      'embla',
      'embla',
      'swiper',
      'strata',
      'strata',
      'swiper',
      'embla',
    ])
  })

  it('gives every library the same number of loads', () => {
    const order = roundOrder(['a', 'b'], 5)
    expect(order.filter((l) => l === 'a')).toHaveLength(5)
    expect(order.filter((l) => l === 'b')).toHaveLength(5)
  })

  it('is empty for no rounds or no libraries', () => {
    expect(roundOrder(['a'], 0)).toEqual([])
    expect(roundOrder([], 3)).toEqual([])
  })
})
