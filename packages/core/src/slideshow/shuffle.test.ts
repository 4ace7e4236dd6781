// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shuffle } from './shuffle'

/** 0..count-1, shuffled. */
const shuffledOrder = (count: number, random?: () => number) =>
  shuffle(
    Array.from({ length: count }, (_, i) => i),
    random,
  )

describe('shuffle', () => {
  it('returns every slide position exactly once', () => {
    const order = shuffledOrder(20)
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i))
  })

  it('shuffles the list it is given, in place', () => {
    const list = ['a', 'b', 'c', 'd']
    expect(shuffle(list)).toBe(list)
    expect([...list].sort()).toEqual(['a', 'b', 'c', 'd'])
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
