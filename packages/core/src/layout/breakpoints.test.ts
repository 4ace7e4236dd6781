import { describe, expect, it } from 'vitest'
import type { Responsive } from '../types/model'
import { at, LEVEL_NAMES, levelFor } from './breakpoints'

const DEFAULTS: Responsive<number> = [1600, 1240, 1024, 778, 480]

describe('levelFor', () => {
  it('Default breakpoints 1600, 1240, 1024, 778, 480 px. Five device levels: largedesktop, desktop, notebook, tablet, mobile.', () => {
    expect(LEVEL_NAMES).toEqual(['largedesktop', 'desktop', 'notebook', 'tablet', 'mobile'])
    const levels = [1600, 1599, 1241, 1240, 1024, 1000, 778, 500, 480].map((w) =>
      levelFor(w, DEFAULTS),
    )
    expect(levels).toEqual([0, 0, 0, 1, 2, 2, 3, 3, 4])
  })

  it('a container wider than every breakpoint is largedesktop (0), narrower than all is mobile (4)', () => {
    expect(levelFor(2560, DEFAULTS)).toBe(0)
    expect(levelFor(320, DEFAULTS)).toBe(4)
  })

  it('picks the narrowest breakpoint still >= the width, the later level on a tie', () => {
    expect(levelFor(1100, [1240, 1240, 1024, 778, 480])).toBe(1)
    expect(levelFor(700, [1600, 1240, 1024, 778, 778])).toBe(4)
  })
})

describe('at', () => {
  it('reads a responsive value at a level', () => {
    const value: Responsive<string> = ['a', 'b', 'c', 'd', 'e']
    expect(at(value, 0)).toBe('a')
    expect(at(value, 4)).toBe('e')
  })
})
