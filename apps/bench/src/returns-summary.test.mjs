import { describe, expect, it } from 'vitest'
import { compileCounts, visitLine } from './returns-summary.mjs'

describe('returns: what a returning visit compiles', () => {
  it("counts the lazy compiles and the code cache's reads in a trace", () => {
    const events = [
      { name: 'V8.CompileCode' },
      { name: 'V8.CompileCode' },
      { name: 'V8.CompileIgnition' },
      { name: 'V8.CompileDeserialize' },
      { name: 'v8.compile' },
    ]
    expect(compileCounts(events)).toEqual({ lazy: 2, fromCache: 1 })
    expect(compileCounts([])).toEqual({ lazy: 0, fromCache: 0 })
  })

  it("prints each visit's medians, and what the traced round compiled", () => {
    const visits = [
      [
        { readyMs: 170, startMs: 34 },
        { readyMs: 180, startMs: 40 },
        { readyMs: 160, startMs: 30 },
      ],
      [
        { readyMs: 110, startMs: 20 },
        { readyMs: 120, startMs: 25 },
        { readyMs: 100, startMs: 18 },
      ],
    ]
    const counts = [
      { lazy: 655, fromCache: 0 },
      { lazy: 73, fromCache: 1 },
    ]
    expect(visitLine('strata as classic', visits, counts)).toBe(
      'strata as classic: visit 1: ready 170, start 34, 655 lazy compiles · ' +
        'visit 2: ready 110, start 20, 73 lazy compiles, code cache read',
    )
  })

  it('leaves the counts out of a visit the traced round did not reach', () => {
    expect(visitLine('swiper as module', [[{ readyMs: 100, startMs: 15 }]], [])).toBe(
      'swiper as module: visit 1: ready 100, start 15',
    )
  })
})
