import { describe, expect, it } from 'vitest'
import { readHeaps } from './heaps.mjs'

/** A CDP session whose heap reads give `usages` in turn (the last one again once they run out). */
const fakeCdp = (usages) => {
  const calls = []
  let read = 0
  return {
    calls,
    send: async (method) => {
      calls.push(method)
      if (method !== 'Runtime.getHeapUsage') return {}
      return usages[Math.min(read++, usages.length - 1)]
    },
  }
}
const noPause = async () => undefined
const MB = 2 ** 20

describe('readHeaps: V8 heap and Blink heap, collected, once the page is at rest', () => {
  it('collects before each read, and stops at the second read that agrees with the first', async () => {
    const cdp = fakeCdp([{ usedSize: 2 * MB, embedderHeapUsedSize: 0.45 * MB }])
    const heaps = await readHeaps(cdp, noPause)
    expect(cdp.calls).toEqual([
      'HeapProfiler.collectGarbage',
      'Runtime.getHeapUsage',
      'HeapProfiler.collectGarbage',
      'Runtime.getHeapUsage',
    ])
    expect(heaps).toEqual({
      heapBytes: 2 * MB,
      domHeapBytes: 0.45 * MB,
      pageHeapBytes: 2.45 * MB,
    })
  })

  it('reads again while DOM garbage made between reads moves the figure, and gives the settled one', async () => {
    const pauses = []
    const cdp = fakeCdp([
      { usedSize: 2.6 * MB, embedderHeapUsedSize: 1.03 * MB },
      { usedSize: 2.59 * MB, embedderHeapUsedSize: 0.45 * MB },
      { usedSize: 2.59 * MB, embedderHeapUsedSize: 0.72 * MB },
      { usedSize: 2.59 * MB, embedderHeapUsedSize: 0.44 * MB },
      { usedSize: 2.59 * MB, embedderHeapUsedSize: 0.44 * MB },
    ])
    const heaps = await readHeaps(cdp, async (ms) => pauses.push(ms))
    expect(heaps.domHeapBytes).toBe(0.44 * MB)
    expect(pauses).toEqual([25, 25, 25, 25])
  })

  it('gives the last of eight reads where none agree', async () => {
    const usages = Array.from({ length: 10 }, (_, i) => ({
      usedSize: 2 * MB,
      embedderHeapUsedSize: (i % 2 ? 0.4 : 1) * MB,
    }))
    const cdp = fakeCdp(usages)
    const heaps = await readHeaps(cdp, noPause)
    expect(cdp.calls.filter((c) => c === 'Runtime.getHeapUsage')).toHaveLength(8)
    expect(heaps.domHeapBytes).toBe(0.4 * MB)
  })

  it("reads Blink's heap as NaN where the browser does not report it, and settles on V8's", async () => {
    const heaps = await readHeaps(fakeCdp([{ usedSize: 2 * MB }]), noPause)
    expect(heaps.heapBytes).toBe(2 * MB)
    expect(heaps.domHeapBytes).toBeNaN()
    expect(heaps.pageHeapBytes).toBeNaN()
  })
})
