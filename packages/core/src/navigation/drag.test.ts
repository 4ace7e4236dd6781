// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DRAG_MIN_MS, DRAG_MIN_SHARE, isDragStep } from './drag'

describe('isDragStep', () => {
  it('the thresholds are docs/behaviour.md §9 figures: over 130 ms and over 10% of the slide', () => {
    expect(DRAG_MIN_MS).toBe(130)
    expect(DRAG_MIN_SHARE).toBe(0.1)
  })

  it('a drag over 130 ms and over 10% of the slide counts, in either direction', () => {
    expect(isDragStep(131, 101, 1000)).toBe(true)
    expect(isDragStep(131, -101, 1000)).toBe(true)
  })

  it('a drag of exactly 130 ms or exactly 10% does not count (both must be exceeded)', () => {
    expect(isDragStep(130, 500, 1000)).toBe(false)
    expect(isDragStep(500, 100, 1000)).toBe(false)
    expect(isDragStep(500, -100, 1000)).toBe(false)
  })

  it('a long but short drag and a quick but far flick do not count', () => {
    expect(isDragStep(2000, 20, 1000)).toBe(false)
    expect(isDragStep(60, 900, 1000)).toBe(false)
  })
})
