// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { REDUCED_MOTION_MS, stepDuration, stepStart } from './duration'

describe('motion (docs/behaviour.md §9)', () => {
  it('Carousel duration 0.8 s (duration 800 ms, capped to slide length)', () => {
    expect(stepDuration(800, 9000, false)).toBe(800)
    expect(stepDuration(800, 500, false)).toBe(500)
    expect(stepDuration(-5, 9000, false)).toBe(0)
  })

  it('reduced motion: short moves, at most 200 ms and one slide long', () => {
    expect(REDUCED_MOTION_MS).toBe(200)
    expect(stepDuration(800, 9000, true)).toBe(200)
    expect(stepStart(0, 10, true)).toBe(9)
    expect(stepStart(10, 0, true)).toBe(1)
    expect(stepStart(0, 10, false)).toBe(0)
    expect(stepStart(3, 4, true)).toBe(3)
  })
})
