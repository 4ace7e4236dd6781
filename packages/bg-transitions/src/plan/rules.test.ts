// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { gridCount, randomDuration, randomInt } from './rules'

const seq = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] as number
}

describe('grid clamps (docs/behaviour.md §5)', () => {
  it('Column count is clamped between 1 and canvas size minus 10', () => {
    expect(gridCount(0, 800, Math.random)).toBe(1)
    expect(gridCount(-4, 800, Math.random)).toBe(1)
    expect(gridCount(12, 800, Math.random)).toBe(12)
    expect(gridCount(50, 30, Math.random)).toBe(20)
    expect(gridCount(5, 8, Math.random)).toBe(1)
  })

  it('Random grid sizes are 3 to 13', () => {
    expect(gridCount('random', 800, seq(0))).toBe(3)
    expect(gridCount('random', 800, seq(0.9999))).toBe(13)
    const seen = new Set(Array.from({ length: 500 }, () => gridCount('random', 800, Math.random)))
    expect(Math.min(...seen)).toBe(3)
    expect(Math.max(...seen)).toBe(13)
  })

  it('a random grid is still clamped to the canvas size minus 10', () => {
    expect(gridCount('random', 15, seq(0.9999))).toBe(5)
  })
})

describe('random duration (docs/behaviour.md §9 "random 300 to 1300 ms")', () => {
  it('lies between 300 and 1300 ms, both ends reachable', () => {
    expect(randomDuration(seq(0))).toBe(300)
    expect(randomDuration(seq(0.99999))).toBe(1300)
    for (let i = 0; i < 200; i++) {
      const d = randomDuration(Math.random)
      expect(d).toBeGreaterThanOrEqual(300)
      expect(d).toBeLessThanOrEqual(1300)
    }
    expect(randomInt(seq(0.5), 1, 3)).toBe(2)
  })
})
