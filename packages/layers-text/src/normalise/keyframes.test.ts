// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { layersTextPart } from './index'

/** One text layer `1` on slide key `s`, with `tl`; its entries and its copy of `tl`. */
const run = (tl: RawRecord) => {
  const r = normaliseModule(
    { slides: { s: { id: 9, slide: {}, layers: { 1: { id: 1, type: 'text', tl } } } } },
    { parts: [layersTextPart], eagerLayers: true },
  )
  return { report: r.report, tl: r.layers?.[0]?.[0]?.raw.tl as RawRecord }
}
const at = 'slides.s.layers.1.tl.in.content'

describe('keyframes are checked as the module is normalised (issue #24)', () => {
  it('valid keyframes give no entry and are kept as written', () => {
    const all = [
      { t: 0, d: 0, x: [0, '#a', '50%', '#a', 'left'], o: 0, e: 'power2.out', blur: 4 },
      { t: 'w300', d: '1000', rZ: '45deg', o: 'inherit', col: '#fff', dir: 'middle', sd: 30 },
    ]
    const { report, tl } = run({
      in: { content: { pers: '600px', orig: { x: '50%', y: 0 }, all } },
    })
    expect(report).toEqual([])
    expect((tl.in as RawRecord).content).toEqual({ pers: '600px', orig: { x: '50%', y: 0 }, all })
  })

  it('a wrong value is reported at its path and left out; a bad level inherits', () => {
    const { report, tl } = run({
      in: {
        content: {
          pers: {},
          orig: { z: true },
          all: [{ o: 0, x: [0, true, 5], d: 'slow', e: {}, yoyo: 3, filter: { blur: '5%' } }, 7],
        },
      },
    })
    expect(report.map((e) => e.path)).toEqual([
      `${at}.all.0.x.1`,
      `${at}.all.0.d`,
      `${at}.all.0.e`,
      `${at}.all.0.yoyo`,
      `${at}.all.0.filter.blur`,
      `${at}.all.1`,
      `${at}.pers`,
      `${at}.orig.z`,
    ])
    const content = (tl.in as RawRecord).content as RawRecord
    expect(content.all).toEqual([{ o: 0, x: [0, '#a', 5], filter: {} }, undefined])
    expect(1 in (content.all as unknown[])).toBe(false)
    expect(content).not.toHaveProperty('pers')
    expect(content.orig).toEqual({})
  })

  it('unknown scenes and tracks are reported once and left out; bg is the background part', () => {
    const bg = { all: [[], { d: 500 }] }
    const { report, tl } = run({ intro: {}, in: { sparkle: {}, bg, content: 'x' } })
    expect(report).toEqual([
      {
        path: 'slides.s.layers.1.tl.intro',
        message: 'unknown scene; expected in, out, loop or scene_N',
      },
      {
        path: 'slides.s.layers.1.tl.in.sparkle',
        message:
          'unknown track; expected one of content, mask, words, lines, chars, filter, clip, loop, pan',
      },
      { path: at, message: 'must be { all: [keyframes] }; this track is not animated' },
    ])
    expect(tl).toEqual({ in: { bg } })
  })

  it('a timeline with a reported value is a copy; the data stays as written', () => {
    const data = {
      in: { content: { orig: { x: 'up' }, all: [{ o: 0, x: 'far' }, 3] } },
      out: { content: { all: [{ d: 300, o: 0 }] }, extra: {} },
    }
    const before = structuredClone(data)
    const { report, tl } = run(data)
    expect(report.map((e) => e.path)).toEqual([
      `${at}.all.0.x`,
      `${at}.all.1`,
      `${at}.orig.x`,
      'slides.s.layers.1.tl.out.extra',
    ])
    expect(data).toEqual(before)
    expect(tl.in).not.toBe(data.in)
    expect(tl.in).toEqual({ content: { orig: {}, all: [{ o: 0 }, undefined] } })
    expect(tl.out).toEqual({ content: data.out.content })
  })

  it('an ease named like an Object.prototype member is unknown', () => {
    const { report } = run({ in: { content: { all: [{ e: '__proto__' }, { e: 'toString' }] } } })
    expect(report.map((e) => e.path)).toEqual([`${at}.all.0.e`, `${at}.all.1.e`])
  })
})
