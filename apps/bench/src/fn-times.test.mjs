import { describe, expect, it } from 'vitest'
import { addFnTimes, fnKey, fnLines, fnTimes } from './fn-times.mjs'
import { HELD_AT_READY } from './hold-at-ready.mjs'

const frame = (functionName, url = '', lineNumber = -1) => ({ functionName, url, lineNumber })
const PAGE = 'http://x/strata/page.js'

// root > idle, program, change > [build > walk > walk (recursion) > isRec, emit > build > walk],
// tick > requestAnimationFrame, (anonymous)
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 11, 13] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(program)') },
    { id: 4, callFrame: frame('change', PAGE, 9), children: [5, 8] },
    { id: 5, callFrame: frame('build', PAGE, 19), children: [6] },
    { id: 6, callFrame: frame('walk', PAGE, 29), children: [7] },
    { id: 7, callFrame: frame('walk', PAGE, 29), children: [14] },
    { id: 14, callFrame: frame('isRec', PAGE, 39) },
    { id: 8, callFrame: frame('emit', PAGE, 49), children: [9] },
    { id: 9, callFrame: frame('build', PAGE, 19), children: [10] },
    { id: 10, callFrame: frame('walk', PAGE, 29) },
    { id: 11, callFrame: frame('tick', PAGE, 59), children: [12] },
    { id: 12, callFrame: frame('requestAnimationFrame') },
    { id: 13, callFrame: frame('', PAGE, 69) },
  ],
  // Each sample's time is the delta after it (µs); the last sample has none.
  samples: [2, 4, 5, 7, 14, 10, 12, 3, 13, 2],
  timeDeltas: [0, 7000, 9000, 1000, 2000, 3000, 500, 4000, 250, 100],
}

describe('fnKey', () => {
  it('names a function by its file and 1-based line; a browser call by its name alone', () => {
    expect(fnKey(frame('walk', PAGE, 29))).toBe('walk page.js:30')
    expect(fnKey(frame('', PAGE, 69))).toBe('(anonymous) page.js:70')
    expect(fnKey(frame('requestAnimationFrame'))).toBe('requestAnimationFrame')
  })
})

describe('fnTimes: a CPU profile by function', () => {
  it('gives self time by top frame and inclusive time once a sample, idle and (program) left out', () => {
    const t = fnTimes(profile)
    expect(t.total).toBeCloseTo(9 + 1 + 2 + 3 + 0.5 + 4 + 0.1, 6)
    expect(Object.fromEntries(t.self)).toEqual({
      'change page.js:10': 9,
      'build page.js:20': 1,
      'walk page.js:30': 2.5,
      'isRec page.js:40': 3,
      requestAnimationFrame: 4,
      '(anonymous) page.js:70': 0.1,
    })
    // walk recurses in one sample (2 ms): counted once there, not twice.
    expect(t.inclusive.get('walk page.js:30')).toBeCloseTo(2 + 3 + 0.5, 6)
    expect(t.inclusive.get('build page.js:20')).toBeCloseTo(1 + 2 + 3 + 0.5, 6)
    expect(t.inclusive.get('change page.js:10')).toBeCloseTo(9 + 1 + 2 + 3 + 0.5, 6)
    expect(t.inclusive.get('tick page.js:60')).toBe(4)
    expect(t.inclusive.has('(root)')).toBe(false)
    expect(t.callers.size).toBe(0)
  })

  it('leaves out the samples of a page held at ready (the pause, not JS the page runs)', () => {
    const held = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2] },
        { id: 2, callFrame: frame('runBench', PAGE, 9), children: [3] },
        { id: 3, callFrame: frame(HELD_AT_READY) },
      ],
      samples: [2, 3, 3],
      timeDeltas: [0, 1000, 30000],
    }
    const t = fnTimes(held)
    expect(t.total).toBe(1)
    expect([...t.self.keys()]).toEqual(['runBench page.js:10'])
    expect(t.inclusive.get('runBench page.js:10')).toBe(1)
  })

  it('counts only the samples inside a named function with `root`', () => {
    const t = fnTimes(profile, { root: 'build' })
    expect(t.total).toBeCloseTo(1 + 2 + 3 + 0.5, 6)
    expect([...t.self.keys()].sort()).toEqual([
      'build page.js:20',
      'isRec page.js:40',
      'walk page.js:30',
    ])
    expect(t.inclusive.get('emit page.js:50')).toBe(0.5)
  })

  it('splits a function by its callers with `callersOf`', () => {
    const t = fnTimes(profile, { callersOf: 'walk' })
    expect(Object.fromEntries(t.callers)).toEqual({
      'walk page.js:30': 2,
      'build page.js:20': 0.5,
    })
    expect(
      Object.fromEntries(fnTimes(profile, { callersOf: 'requestAnimationFrame' }).callers),
    ).toEqual({ 'tick page.js:60': 4 })
  })
})

describe('addFnTimes and fnLines', () => {
  it('sums loads and prints the largest first, divided by the loads', () => {
    const sum = addFnTimes(fnTimes(profile), fnTimes(profile))
    expect(sum.total).toBeCloseTo(2 * 19.6, 6)
    expect(fnLines(sum.self, 2, 2)).toEqual([
      '    9.00 ms  change page.js:10',
      '    4.00 ms  requestAnimationFrame',
    ])
  })
})
