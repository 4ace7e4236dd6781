import { describe, expect, it } from 'vitest'
import { roundRatios, standing, TARGETS, targetRows } from './paired.mjs'

const runs = (key, values) => values.map((v) => ({ [key]: v }))

describe('round-by-round ratios', () => {
  it('divides each round of the base by the same round of the peer', () => {
    const strata = runs('readyMs', [150, 160, 140])
    const swiper = runs('readyMs', [150, 128, 175])
    expect(roundRatios(strata, swiper, 'readyMs')).toEqual([1, 1.25, 0.8])
  })

  it('leaves out a round where either figure is missing or the peer read 0', () => {
    const strata = runs('lcpMs', [100, Number.NaN, 90, 80])
    const swiper = runs('lcpMs', [50, 60, 0])
    expect(roundRatios(strata, swiper, 'lcpMs')).toEqual([2])
  })

  it('gives the median, the spread and the rounds that met the goal', () => {
    expect(standing([1.2, 0.9, 1, 1.4, 0.95], 1)).toEqual({
      median: 1,
      min: 0.9,
      max: 1.4,
      met: 3,
      rounds: 5,
    })
    const none = standing([], 1)
    expect(none.rounds).toBe(0)
    expect(none.median).toBeNaN()
  })
})

describe('the targets table', () => {
  it('prints each target beside the ratio of the medians, from the runs of its slide count', () => {
    const at10 = new Map([
      [
        'strata',
        [
          { readyMs: 150, scriptMs: 78, scriptCpuMs: 66 },
          { readyMs: 140, scriptMs: 80, scriptCpuMs: 60 },
          { readyMs: 170, scriptMs: 70, scriptCpuMs: 70 },
        ],
      ],
      [
        'swiper',
        [
          { readyMs: 150, scriptMs: 50, scriptCpuMs: 44 },
          { readyMs: 150, scriptMs: 40, scriptCpuMs: 40 },
          { readyMs: 130, scriptMs: 60, scriptCpuMs: 50 },
        ],
      ],
    ])
    const [header, ready, script, cpu, ...rest] = targetRows(
      new Map([[10, at10]]),
      'strata',
      'swiper',
    )
    expect(header[0]).toBe('target')
    // Ratios 1.00, 0.93, 1.31: median 1.00, two rounds within ≤ 1×; medians 150 ÷ 150.
    expect(ready).toEqual([
      'ready at 10 slides ÷ swiper',
      '10',
      '≤ 1×',
      '1.00×',
      '1.00×',
      '0.93× – 1.31×',
      '2 of 3',
    ])
    // 78/50 = 1.56, 80/40 = 2.00, 70/60 = 1.17; medians 78 ÷ 50.
    expect(script.slice(3)).toEqual(['1.56×', '1.56×', '1.17× – 2.00×', '1 of 3'])
    expect(cpu[0]).toBe('script CPU over 10 changes ÷ swiper')
    // The heap's slide count (200) did not run: no row.
    expect(rest).toEqual([])
    expect(TARGETS.find((t) => t.figure === 'heapBytes')?.count).toBe(200)
  })

  it("reads the heap at 200 slides twice: V8's alone, and with Blink's, where the peers keep their slides", () => {
    const mb = 2 ** 20
    const at200 = new Map([
      [
        'strata',
        [
          { heapBytes: 2.6 * mb, pageHeapBytes: 3.0 * mb },
          { heapBytes: 2.6 * mb, pageHeapBytes: 3.1 * mb },
        ],
      ],
      [
        'swiper',
        [
          { heapBytes: 1.6 * mb, pageHeapBytes: 3.75 * mb },
          { heapBytes: 1.5 * mb, pageHeapBytes: 3.7 * mb },
        ],
      ],
    ])
    const [, jsHeap, withDom] = targetRows(new Map([[200, at200]]), 'strata', 'swiper')
    expect(jsHeap?.[0]).toBe('heap at 200 slides ÷ swiper')
    expect(jsHeap?.[6]).toBe('0 of 2')
    // 3.0 / 3.75 = 0.80, 3.1 / 3.7 = 0.84: both rounds within ≤ 1×.
    expect(withDom).toEqual([
      'heap with the DOM at 200 slides ÷ swiper',
      '200',
      '≤ 1×',
      '0.82×',
      '0.82×',
      '0.80× – 0.84×',
      '2 of 2',
    ])
  })
})
