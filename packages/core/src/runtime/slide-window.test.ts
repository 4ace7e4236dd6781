// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nearestFirst, slideWindow } from './slide-window'

describe('slide window', () => {
  it('builds the current, next and previous slide, not every slide', () => {
    expect(slideWindow(5, 1, 1000).sort((a, b) => a - b)).toEqual([4, 5, 6])
  })
  it('wraps around the first and last slide', () => {
    expect(slideWindow(0, 1, 5).sort()).toEqual([0, 1, 4])
    expect(slideWindow(4, 1, 5).sort()).toEqual([0, 3, 4])
  })
  it('never lists a slide twice when the radius covers every slide', () => {
    expect(slideWindow(1, 3, 3).sort()).toEqual([0, 1, 2])
  })
  it('is empty before any slide shows', () => {
    expect(slideWindow(-1, 1, 5)).toEqual([])
  })
})

describe('the built slides, nearest first', () => {
  it('orders by distance around the ring, the one ahead first', () => {
    expect(nearestFirst([0, 2, 3, 7, 8, 9], 9, 10)).toEqual([9, 0, 8, 7, 2, 3])
    expect(nearestFirst([0, 5], 0, 10)).toEqual([0, 5])
  })
  it("keeps slideWindow's whole-ring order, for any built slides", () => {
    const cases = fc
      .integer({ min: 1, max: 40 })
      .chain((count) =>
        fc.tuple(
          fc.constant(count),
          fc.integer({ min: 0, max: count - 1 }),
          fc.uniqueArray(fc.integer({ min: 0, max: count - 1 })),
        ),
      )
    fc.assert(
      fc.property(cases, ([count, center, built]) => {
        const ring = slideWindow(center, count, count).filter((i) => built.includes(i))
        expect(nearestFirst([...built], center, count)).toEqual(ring)
      }),
      { numRuns: 500 },
    )
  })
})
