// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Responsive } from '../types/model'
import { at, LEVEL_NAMES, levelFor, levelSteps } from './breakpoints'

const DEFAULTS: Responsive<number> = [1600, 1240, 1024, 778, 480]
/** The golden cases' widths (../shared/golden): largedesktop's grid is 1240 too. */
const GOLDEN: Responsive<number> = [1240, 1240, 1024, 778, 480]

describe('levelFor', () => {
  it('Default breakpoints 1600, 1240, 1024, 778, 480 px. Five device levels: largedesktop, desktop, notebook, tablet, mobile.', () => {
    expect(LEVEL_NAMES).toEqual(['largedesktop', 'desktop', 'notebook', 'tablet', 'mobile'])
    const levels = [1600, 1599, 1241, 1239, 1025, 1000, 779, 500, 479].map((w) =>
      levelFor(w, DEFAULTS),
    )
    expect(levels).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 4])
  })

  it('a container exactly as wide as a breakpoint belongs to the wider level (the reference at 480 px draws tablet)', () => {
    expect([1240, 1024, 778, 480].map((w) => levelFor(w, DEFAULTS))).toEqual([0, 1, 2, 3])
    // golden-mobile: a 480 px window uses the tablet grid (778), scale 480 / 778.
    expect(levelFor(480, GOLDEN)).toBe(3)
    expect(levelFor(479.5, GOLDEN)).toBe(4)
  })

  it('every golden case at 1280 px is largedesktop: level 0 has no upper bound', () => {
    expect(levelFor(1280, GOLDEN)).toBe(0)
    expect(levelFor(2560, DEFAULTS)).toBe(0)
    expect(levelFor(320, DEFAULTS)).toBe(4)
  })

  it("level 0's own width is not a breakpoint, and of equal breakpoints the wider level applies", () => {
    expect(levelFor(1100, GOLDEN)).toBe(1)
    expect(levelFor(700, [1600, 1240, 1024, 778, 778])).toBe(3)
    expect(levelFor(1300, [1000, 1240, 1024, 778, 480])).toBe(0)
    expect(levelFor(1100, [1000, 1240, 1024, 778, 480])).toBe(1)
  })
})

describe('levelSteps', () => {
  it('lists where each level starts, widest first, level 0 unbounded', () => {
    expect(levelSteps(DEFAULTS)).toEqual([
      [0, Infinity],
      [1, 1240],
      [2, 1024],
      [3, 778],
      [4, 480],
    ])
  })

  it('a level tied with a wider one never applies; unordered widths are sorted', () => {
    expect(levelSteps([1600, 1240, 1240, 778, 778])).toEqual([
      [0, Infinity],
      [1, 1240],
      [3, 778],
    ])
    expect(levelSteps([1600, 778, 1024, 480, 600])).toEqual([
      [0, Infinity],
      [2, 1024],
      [1, 778],
      [4, 600],
      [3, 480],
    ])
  })
})

describe('at', () => {
  it('reads a responsive value at a level', () => {
    const value: Responsive<string> = ['a', 'b', 'c', 'd', 'e']
    expect(at(value, 0)).toBe('a')
    expect(at(value, 4)).toBe('e')
  })
})
