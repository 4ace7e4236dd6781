// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstVisible, thumbScale, visibleItems } from './thumb-fit'

describe('thumbnail fit', () => {
  it('nav thumb count is capped by max and by available space', () => {
    const fit = { count: 10, max: 5, item: 100, gap: 5 }
    expect(visibleItems({ ...fit, space: 2000 })).toBe(5)
    // 3 × 100 + 2 × 5 = 310 fits in 320; a fourth does not.
    expect(visibleItems({ ...fit, space: 320 })).toBe(3)
    expect(visibleItems({ ...fit, count: 2, space: 2000 })).toBe(2)
    expect(visibleItems({ ...fit, space: 20 })).toBe(1)
    expect(visibleItems({ ...fit, count: 0, space: 2000 })).toBe(0)
  })

  it('small-screen thumb scale from 480 to 980 px width', () => {
    expect(thumbScale(1600)).toBe(1)
    expect(thumbScale(980)).toBe(1)
    expect(thumbScale(735)).toBe(0.75)
    expect(thumbScale(320)).toBeCloseTo(480 / 980)
  })

  it('keeps the current item in view, centred where the ends allow', () => {
    expect(firstVisible(0, 3, 10)).toBe(0)
    expect(firstVisible(5, 3, 10)).toBe(4)
    expect(firstVisible(9, 3, 10)).toBe(7)
    expect(firstVisible(1, 5, 3)).toBe(0)
  })
})
