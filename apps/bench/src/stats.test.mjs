import { describe, expect, it } from 'vitest'
import { median, medians } from './stats.mjs'

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves out loads that could not read the figure, and is NaN when none could', () => {
    expect(median([Number.NaN, 5, 1, 3])).toBe(3)
    expect(median([Number.NaN, Number.NaN])).toBeNaN()
  })

  it('gives every row its largest contentful paint', () => {
    const runs = [{ lcpMs: 300 }, { lcpMs: Number.NaN }, { lcpMs: 200 }]
    expect(medians(runs).lcpMs).toBe(250)
  })
})
