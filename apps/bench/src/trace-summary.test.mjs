import { describe, expect, it } from 'vitest'
import { selfTimes } from './trace-summary.mjs'

const frame = (functionName, url = '', lineNumber = -1) => ({ functionName, url, lineNumber })
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3] },
    { id: 2, callFrame: frame('change', 'http://x/strata/page.js', 4), children: [4] },
    { id: 3, callFrame: frame('tick', 'http://x/strata/page.js', 40) },
    { id: 4, callFrame: frame('setAttribute') },
  ],
  // The first delta is the time before the first sample: no sample's.
  samples: [2, 4, 2, 3],
  timeDeltas: [9000, 1000, 500, 2000],
}

describe('selfTimes: a CPU profile by function', () => {
  it('adds up self time by function and line, each sample the delta after it, most first', () => {
    expect(selfTimes(profile)).toEqual([
      ['change:5 strata/page.js', 3],
      ['setAttribute:0 ', 0.5],
      ['tick:41 strata/page.js', 0],
    ])
  })
})
