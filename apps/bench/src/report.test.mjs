import { describe, expect, it } from 'vitest'
import { domGrowth, tableRows } from './report.mjs'

const row = (lib, count, nodes, readyMs) => ({
  lib,
  count,
  runs: 5,
  bundleGzip: 2048,
  readyMs,
  nodes,
})

describe('the bench table', () => {
  it('prints beside each peer figure the Strata ÷ peer ratio', () => {
    const rows = [row('strata', 10, 46, 100), row('swiper', 10, 92, 400)]
    const [header, strata, swiper] = tableRows(rows, 'strata')
    const ready = header.indexOf('ready ms')
    const nodes = header.indexOf('DOM nodes')
    expect(strata[ready]).toBe('100')
    expect(swiper[ready]).toBe('400 (0.25×)')
    expect(swiper[nodes]).toBe('92 (0.50×)')
  })

  it('splits ready into the evaluation of the script and the start of the slider, with ratios', () => {
    const strataRow = { ...row('strata', 10, 46, 180), evalMs: 45, topLevelMs: 3, startMs: 48 }
    const swiperRow = { ...row('swiper', 10, 92, 130), evalMs: 20, topLevelMs: 1.2, startMs: 12 }
    const [header, strata, swiper] = tableRows([strataRow, swiperRow], 'strata')
    expect(strata[header.indexOf('eval ms')]).toBe('45')
    expect(swiper[header.indexOf('eval ms')]).toBe('20 (2.25×)')
    // Of eval, the modules' top levels, beside it.
    expect(header.indexOf('top-level ms')).toBe(header.indexOf('eval ms') + 1)
    expect(strata[header.indexOf('top-level ms')]).toBe('3.0')
    expect(swiper[header.indexOf('top-level ms')]).toBe('1.2 (2.50×)')
    expect(swiper[header.indexOf('start ms')]).toBe('12 (4.00×)')
  })

  it('prints the script a page runs at rest, and a dash where it was not measured (N above 10)', () => {
    const rows = [
      { ...row('strata', 10, 46, 1), restScriptMs: 0.4 },
      { ...row('swiper', 10, 92, 1), restScriptMs: 0.2 },
      { ...row('strata', 200, 46, 1), restScriptMs: Number.NaN },
    ]
    const [header, strata, swiper, big] = tableRows(rows, 'strata')
    const rest = header.indexOf('rest Script ms')
    expect([strata[rest], swiper[rest], big[rest]]).toEqual(['0.4', '0.2 (2.00×)', '-'])
  })

  it('calls a DOM node count flat when it stays within 10% as N grows', () => {
    const rows = [row('strata', 10, 46, 1), row('strata', 1000, 46, 1), row('embla', 10, 89, 1)]
    rows.push(row('embla', 1000, 7019, 1))
    expect(domGrowth(rows, 'strata')).toBe('strata: DOM nodes 10: 46, 1000: 46 → flat')
    expect(domGrowth(rows, 'embla')).toBe('embla: DOM nodes 10: 89, 1000: 7019 → grows 78.9×')
  })
})
