// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { slideWindow } from './slide-window'

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
