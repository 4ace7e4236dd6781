// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shuffledOrder } from './shuffle'

describe('shuffledOrder', () => {
  it('returns every slide position exactly once', () => {
    const order = shuffledOrder(20)
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i))
  })

  it('is deterministic for a given random source', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const first = shuffledOrder(8, random)
    seed = 7
    expect(shuffledOrder(8, random)).toEqual(first)
    expect(first).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('handles 0 and 1 slides and a random() of 1', () => {
    expect(shuffledOrder(0)).toEqual([])
    expect(shuffledOrder(1)).toEqual([0])
    expect(shuffledOrder(3, () => 1).sort()).toEqual([0, 1, 2])
  })
})
