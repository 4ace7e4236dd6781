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
  it('is empty before any slide shows, and with no slides', () => {
    expect(slideWindow(-1, 1, 5)).toEqual([])
    expect(slideWindow(0, 1, 0)).toEqual([])
  })
  it('lists the current slide, then one ahead, one behind, two ahead...', () => {
    expect(slideWindow(5, 2, 10)).toEqual([5, 6, 4, 7, 3])
    expect(slideWindow(0, 2, 4)).toEqual([0, 1, 3, 2])
    expect(slideWindow(2, Number.POSITIVE_INFINITY, 3)).toEqual([2, 0, 1])
  })
  it('lists every slide once when the window is as wide as the module', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), (count, at) => {
        const all = slideWindow(at % count, count, count)
        expect([...all].sort((a, b) => a - b)).toEqual([...Array(count).keys()])
      }),
    )
  })
})

describe('the built slides, nearest first', () => {
  it('orders by distance around the ring, the one ahead first', () => {
    expect([0, 2, 3, 7, 8, 9].sort(nearestFirst(9, 10))).toEqual([9, 0, 8, 7, 2, 3])
    expect([5, 0].sort(nearestFirst(0, 10))).toEqual([0, 5])
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
        expect([...built].sort(nearestFirst(center, count))).toEqual(ring)
      }),
      { numRuns: 500 },
    )
  })
})
