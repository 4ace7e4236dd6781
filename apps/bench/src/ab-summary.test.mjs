import { describe, expect, it } from 'vitest'
import { abLines, pairedInterval } from './ab-summary.mjs'

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

  it('adds the paired interval from 4 loads each', () => {
    const [, after] = abLines({
      before: [load(170, 45), load(180, 47), load(190, 49), load(200, 51)],
      after: [load(180, 40), load(190, 42), load(200, 44), load(210, 46)],
    })
    expect(after).toContain('ready ms 195 (+10 [+10, +10]) mean 195')
    expect(after).toContain('start ms 43 (-5 [-5, -5])')
  })
})

describe('pairedInterval: the 95 % interval of the paired differences’ median', () => {
  it('is the difference itself when every pair differs by the same', () => {
    expect(pairedInterval([50, 60, 70, 80], [40, 50, 60, 70])).toEqual([-10, -10])
  })

  it('holds 0 when the pairs go both ways, and not when a shift stands above the noise', () => {
    const before = [60, 58, 63, 57, 61, 59, 62, 60]
    const noise = [2, -3, 1, -1, 3, -2, 0, 1]
    const [low, high] = pairedInterval(
      before,
      before.map((v, i) => v + (noise[i] ?? 0)),
    ) ?? [Number.NaN, Number.NaN]
    expect(low).toBeLessThanOrEqual(0)
    expect(high).toBeGreaterThanOrEqual(0)
    const [lowShift, highShift] = pairedInterval(
      before,
      before.map((v, i) => v - 8 + (noise[i] ?? 0)),
    ) ?? [Number.NaN, Number.NaN]
    expect(highShift).toBeLessThan(0)
    expect(lowShift).toBeGreaterThanOrEqual(-11)
  })

  it('needs 4 pairs, and reads the same loads the same way each time', () => {
    expect(pairedInterval([1, 2, 3], [1, 2, 3])).toBeUndefined()
    const a = [10, 12, 9, 14, 11, 13]
    const b = [12, 11, 12, 15, 10, 16]
    expect(pairedInterval(a, b)).toEqual(pairedInterval(a, b))
  })
})

describe('a figure some loads could not read', () => {
  it('is summed up over the loads that read it', () => {
    const lcp = (lcpMs) => ({ ...load(180, 45), lcpMs })
    const [line] = abLines({ only: [lcp(100), lcp(Number.NaN), lcp(200)] })
    expect(line).toContain('LCP ms 150 mean 150')
  })
})
