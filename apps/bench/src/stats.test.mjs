import { describe, expect, it } from 'vitest'
import { median, medianLoad, medians } from './stats.mjs'

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

describe('medianLoad', () => {
  it('runs the loads one after another and returns the one whose figure is the median', async () => {
    const reads = [213, 198, 203]
    let running = 0
    const { middle, figures } = await medianLoad(
      3,
      async () => {
        running++
        expect(running).toBe(1)
        await Promise.resolve()
        running--
        return { bytes: reads.shift() ?? 0 }
      },
      (l) => l.bytes,
    )
    expect(middle).toEqual({ bytes: 203 })
    expect(figures).toEqual([198, 203, 213])
  })
})
