// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { indexAt, offsetOf, placeAfterRemoval, targetPosition, wrapIndex } from './wrap'

describe('infinity: endless in both directions (docs/behaviour.md §3)', () => {
  it('wraps indices of any lap into 0..count-1', () => {
    expect([wrapIndex(5, 5), wrapIndex(-1, 5), wrapIndex(-6, 5), wrapIndex(53, 50)]).toEqual([
      0, 4, 4, 3,
    ])
  })

  it('puts every slide of an endless strip on its shorter side: offsets within [-count/2, count/2)', () => {
    for (const count of [3, 5, 50]) {
      for (let index = 0; index < count; index++) {
        for (const p of [0, 0.25, count - 1, count - 0.5, 7.75]) {
          const d = offsetOf(index, p, count, true)
          expect(d).toBeGreaterThanOrEqual(-count / 2)
          expect(d).toBeLessThan(count / 2)
          // Still the same slide: the offset differs from index - p by whole laps only.
          expect(
            Math.abs((index - p - d) / count - Math.round((index - p - d) / count)),
          ).toBeLessThan(1e-9)
        }
      }
    }
  })

  it('does not wrap a finite strip: slide 4 of 5 stays 4 slides right of slide 0', () => {
    expect(offsetOf(4, 0, 5, false)).toBe(4)
    expect(offsetOf(4, 0, 5, true)).toBe(-1)
  })

  it('next from the last slide moves one step forward, prev from the first one step back (no rewind)', () => {
    expect(targetPosition(49, 0, 1, 50, true)).toBe(50)
    expect(targetPosition(0, 49, -1, 50, true)).toBe(-1)
    expect(targetPosition(2, 0, 1, 3, true)).toBe(3)
  })

  it('keeps the requested direction unless the other way is strictly shorter', () => {
    // 2 slides: both ways are one step, the direction decides.
    expect(targetPosition(0, 1, -1, 2, true)).toBe(-1)
    expect(targetPosition(0, 1, 1, 2, true)).toBe(1)
    // Forward 46 slides vs back 4: back.
    expect(targetPosition(2, 48, 1, 50, true)).toBe(-2)
  })

  it('a finite strip goes to the slide itself: last to first rewinds', () => {
    expect(targetPosition(4, 0, 1, 5, false)).toBe(0)
  })

  it('finds the slide nearest the focus; a finite strip clamps at its ends', () => {
    expect([indexAt(2.4, 5, false), indexAt(2.6, 5, false), indexAt(-0.8, 5, false)]).toEqual([
      2, 3, 0,
    ])
    expect([indexAt(-0.8, 5, true), indexAt(9.6, 5, true)]).toEqual([4, 0])
  })
})

describe('placeAfterRemoval', () => {
  it('a finite strip: places after the removed one close up; one within it goes to the next slide’s', () => {
    expect([0, 1.5, 2, 2.4, 3, 4.25, 5].map((p) => placeAfterRemoval(p, 2, 6, false))).toEqual([
      0, 1.5, 2, 2, 2, 3.25, 4,
    ])
    expect(placeAfterRemoval(3.7, -1, 6, false)).toBe(3.7)
  })

  it('an endless strip loses the place from every lap: the same slide at the same offset', () => {
    // Place 5 of 6 taken out: slide 0 stays at 0 (and at 5, a lap on, now that a lap is 5).
    expect(placeAfterRemoval(-0.5, 5, 6, true)).toBe(0)
    expect(placeAfterRemoval(-1.25, 5, 6, true)).toBeCloseTo(-0.25, 9)
    expect(placeAfterRemoval(6.5, 5, 6, true)).toBeCloseTo(5.5, 9)
    expect(placeAfterRemoval(4, 5, 6, true)).toBe(4)
    expect(placeAfterRemoval(-2, 5, 6, true)).toBe(-1)
  })
})
