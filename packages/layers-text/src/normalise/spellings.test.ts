// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { testLayers } from '../test-layers'

/** One text layer from `raw`, with what the normaliser reported. */
const run = (raw: RawRecord) => {
  const { layers, report } = testLayers({ a: { id: 'a', type: 'text', ...raw } })
  const l = layers[0]
  if (!l) throw new Error('layer missing')
  return { l, report }
}
const five = <T>(v: T) => [v, v, v, v, v]

describe('model names in whole words, read from either spelling', () => {
  it('reads the export keys: ls, ws, tT, shadow b/s/c, stroke w/c, spike l/r/w, overlay c/s, p/m t/r/b/l, col, pE, sStart/sEnd', () => {
    const { l, report } = run({
      font: { ls: 2 },
      ws: 'normal',
      tT: 'uppercase',
      boxShadow: { use: true, b: 4, s: 1, c: '#000' },
      textStroke: { use: true, w: 2, c: 'red' },
      spike: { l: 'spike', r: 'slant', w: 6 },
      overlay: { use: true, c: 'blue', s: 8 },
      p: { t: 1, r: 2, b: 3, l: 4 },
      m: { l: [5, '#a', '#a', '#a', 6] },
      col: '1/2',
      pE: 'none',
      sStart: 2,
      sEnd: 'last',
    })
    const { style, layout } = l
    expect(style.font.letterSpacing).toEqual(five(2))
    expect([style.whiteSpace, style.textTransform]).toEqual([five('normal'), five('uppercase')])
    expect(style.boxShadow).toMatchObject({ blur: 4, spread: 1, color: '#000' })
    expect(style.textStroke).toEqual({ use: true, width: 2, color: 'red' })
    expect(style.spike).toEqual({ left: 'spike', right: 'slant', width: 6 })
    expect(style.overlay).toMatchObject({ color: 'blue', size: 8 })
    expect(layout.padding).toEqual({ top: five(1), right: five(2), bottom: five(3), left: five(4) })
    expect(layout.margin.left).toEqual([5, 5, 5, 5, 6])
    expect(layout).toMatchObject({ column: 0.5, pointerEvents: 'none', slideStart: 2, slideEnd: 0 })
    expect(report).toEqual([])
  })

  it('reads the whole words too: letterSpacing, lineHeight, textAlign, border style/width/color, padding top, column, pointerEvents', () => {
    const { l, report } = run({
      font: { letterSpacing: 3 },
      lineHeight: 40,
      textAlign: 'right',
      border: { style: 'dotted', width: { top: 1, right: 2, bottom: 3, left: 4 }, color: 'red' },
      padding: { top: 7 },
      size: { column: '25%' },
      pointerEvents: 'none',
    })
    expect(l.style.font.letterSpacing).toEqual(five(3))
    expect([l.style.lineHeight, l.style.textAlign]).toEqual([five(40), five('right')])
    expect(l.style.border).toEqual({ style: 'dotted', width: [1, 2, 3, 4], color: 'red' })
    expect(l.layout.padding.top).toEqual(five(7))
    expect(l.layout).toMatchObject({ column: 0.25, pointerEvents: 'none' })
    expect(report).toEqual([])
  })

  it('the whole word wins where the data has both spellings', () => {
    const { l } = run({ lh: 10, lineHeight: 30, pE: 'auto', pointerEvents: 'none' })
    expect(l.style.lineHeight).toEqual(five(30))
    expect(l.layout.pointerEvents).toBe('none')
  })
})
