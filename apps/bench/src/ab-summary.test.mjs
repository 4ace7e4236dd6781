import { describe, expect, it } from 'vitest'
import { abLines } from './ab-summary.mjs'

const load = (readyMs, startMs) => ({
  readyMs,
  evalMs: 40,
  startMs,
  scriptMs: 70,
  layouts: 7,
  // 2.60 in the bench table's MB (2^20 bytes).
  heapBytes: 2.6 * 2 ** 20,
})

describe('the A/B summary', () => {
  it('prints each build’s medians and means, and the medians’ distance from the first build', () => {
    const lines = abLines({
      before: [load(170, 45), load(180, 47), load(190, 49)],
      after: [load(185, 38), load(195, 40), load(230, 42)],
    })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('before (3 loads): ready ms 180 mean 180')
    expect(lines[0]).not.toContain('(+')
    expect(lines[1]).toContain('after (3 loads): ready ms 195 (+15) mean 203')
    expect(lines[1]).toContain('start ms 40 (-7) mean 40')
    expect(lines[1]).toContain('heap MB 2.60 (+0.00) mean 2.60')
  })
})
