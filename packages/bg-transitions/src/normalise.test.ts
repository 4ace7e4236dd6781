import { normaliseModule, type RawRecord, type RawValue, type ReportEntry } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { bgTransitionsPart } from './normalise'

/** A slide whose slidebg layer (key `bg1`) has `tl.in.bg = bg` and the given extra fields. */
const run = (bg: RawValue, layer: RawRecord = {}) => {
  const r = normaliseModule(
    {
      slides: {
        5: {
          id: 5,
          slide: {},
          layers: {
            t1: { id: 't1', type: 'text' },
            bg1: { id: 'bg1', type: 'shape', subtype: 'slidebg', tl: { in: { bg } }, ...layer },
          },
        },
      },
    },
    { parts: [bgTransitionsPart] },
  )
  const s = r.model.slides[0]
  if (!s) throw new Error('slide missing')
  return { s, report: r.report.filter((e: ReportEntry) => e.path.startsWith('slides.5')) }
}
const P = 'slides.5.layers.bg1'
const DEFAULT = {
  d: 1000,
  sd: 75,
  tr: 'basic',
  e: 'power2.inOut',
  dir: 'start',
  rnd: false,
  in: { o: 0, x: 0, y: 0, r: 0, sx: 1, sy: 1, m: false, row: 1, col: 1 },
  out: {
    a: false,
    o: 1,
    x: 0,
    y: 0,
    r: 0,
    sx: 1,
    sy: 1,
    m: false,
    row: 1,
    col: 1,
    e: 'power2.inOut',
  },
  d3: { f: 'none', d: 'horizontal', z: 300, t: 0, su: false },
  filter: { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 },
}

describe('slide background animation defaults (SPEC.md §3, §9)', () => {
  it('d 1000, sd 75, tr basic, e power2.inOut; d3 f none, z 300; a fade in, from a slide with no animation data', () => {
    const bare = normaliseModule(
      { slides: [{ id: 1, slide: {}, layers: [] }] },
      { parts: [bgTransitionsPart] },
    )
    expect(bare.model.slides[0]?.bgAnimation).toEqual(DEFAULT)
    expect(bare.model.slides[0]?.bgOverlay).toBe(0)
    expect(bare.report).toEqual([])
    const { s, report } = run(undefined)
    expect([s.bgAnimation, report]).toEqual([DEFAULT, []])
  })
})

describe('both data forms (DATA-FORMAT.md)', () => {
  it('reads the 7.x form: bg.all is [[], { d, sd, tr, e, dir, in, out, d3, filter }]', () => {
    const { s, report } = run({
      all: [
        [],
        {
          d: 1500,
          sd: 50,
          tr: 'slideleft',
          e: 'power3.out',
          in: { o: 1, x: '100%', row: 'random', col: 8 },
          out: { a: true, x: '-100%' },
          d3: { f: 'cube', d: 'vertical', z: 500, su: true },
          filter: { blur: '5px' },
        },
      ],
    })
    expect(s.bgAnimation).toMatchObject({ d: 1500, sd: 50, tr: 'slideleft', e: 'power3.out' })
    expect(s.bgAnimation.in).toMatchObject({ o: 1, x: '100%', row: 'random', col: 8 })
    expect(s.bgAnimation.out).toMatchObject({ a: true, x: '-100%', o: 1 })
    expect(s.bgAnimation.d3).toEqual({ f: 'cube', d: 'vertical', z: 500, t: 0, su: true })
    expect(s.bgAnimation.filter.blur).toBe(5)
    expect(report).toEqual([])
  })

  it('reads the 6.x compact form { ms, rnd, e, eng, in, out } with ms as the duration', () => {
    const { s, report } = run({
      ms: 700,
      d: 15,
      rnd: true,
      e: 'none',
      eng: 'animateCore',
      in: { y: '-100%' },
    })
    expect(s.bgAnimation).toMatchObject({ d: 700, rnd: true, e: 'none', tr: 'basic' })
    expect(s.bgAnimation.in.y).toBe('-100%')
    expect(report).toEqual([])
  })

  it('An engine or add-on that Strata does not have falls back to a fade, with a report entry', () => {
    const eng = run({ ms: 900, eng: 'webglTransitions', in: { x: '100%' } })
    expect(eng.s.bgAnimation).toEqual({ ...DEFAULT, d: 900, tr: 'fade' })
    expect(eng.report).toEqual([{ path: `${P}.tl.in.bg`, message: expect.stringMatching(/fade/) }])
    const add = run({ all: [[], { tr: 'shader', addOns: { revslider_transitionpack: {} } }] })
    expect(add.s.bgAnimation.tr).toBe('fade')
    expect(add.report.map((e) => e.path)).toEqual([`${P}.tl.in.bg.all.1`])
  })
})

describe('grid and overlay rules (SPEC.md §5)', () => {
  it('Column count is clamped between 1 and canvas size minus 10 (at least 1 from data; the canvas is measured later)', () => {
    const { s, report } = run({ all: [[], { in: { col: 0, row: -3 } }] })
    expect([s.bgAnimation.in.col, s.bgAnimation.in.row]).toEqual([1, 1])
    expect(report.map((e) => e.path)).toEqual([
      `${P}.tl.in.bg.all.1.in.row`,
      `${P}.tl.in.bg.all.1.in.col`,
    ])
  })

  it('Random grid sizes are 3 to 13: a random row or column count is kept as random', () => {
    expect(run({ in: { row: 'random', col: 'random' } }).s.bgAnimation.in).toMatchObject({
      row: 'random',
      col: 'random',
    })
  })

  it('Unknown overlay pattern falls back to pattern 2', () => {
    expect(run(null, { overlay: { type: 3 } }).s.bgOverlay).toBe(3)
    expect(run(null, { overlay: 'none' }).s.bgOverlay).toBe(0)
    const bad = run(null, { overlay: { type: 'dots' } })
    expect(bad.s.bgOverlay).toBe(2)
    expect(bad.report).toEqual([{ path: `${P}.overlay`, message: expect.stringMatching(/2/) }])
    expect(run(null, { overlay: 99 }).s.bgOverlay).toBe(2)
  })
})

describe('bad background animation data', () => {
  it('reports wrong types and unknown values with their path and uses the defaults', () => {
    const { s, report } = run({
      all: [[], { d: 'slow', d3: { f: 'spiral', z: {} }, in: { x: 'far', m: 'maybe' } }],
    })
    expect([s.bgAnimation.d, s.bgAnimation.d3.f, s.bgAnimation.d3.z]).toEqual([1000, 'none', 300])
    expect([s.bgAnimation.in.x, s.bgAnimation.in.m]).toEqual([0, false])
    expect(report.map((e) => e.path.slice(P.length + 1)).sort()).toEqual([
      'tl.in.bg.all.1.d',
      'tl.in.bg.all.1.d3.f',
      'tl.in.bg.all.1.d3.z',
      'tl.in.bg.all.1.in.m',
      'tl.in.bg.all.1.in.x',
    ])
  })

  it('reads an animation that is not an object, or a bg.all with no settings, as the defaults (reported)', () => {
    const str = run('fade')
    expect([str.s.bgAnimation, str.report.map((e) => e.path)]).toEqual([DEFAULT, [`${P}.tl.in.bg`]])
    const all = run({ all: [[], 'x'] })
    expect([all.s.bgAnimation, all.report.map((e) => e.path)]).toEqual([
      DEFAULT,
      [`${P}.tl.in.bg.all.1`],
    ])
  })

  it('reads raw layer data in place: never changes it, and an own __proto__ key reaches no prototype', () => {
    const bg = JSON.parse('{"ms": 500, "d": 20, "__proto__": {"polluted": true}}')
    const { s } = run(bg)
    expect(s.bgAnimation.d).toBe(500)
    expect(bg.d).toBe(20)
    expect(({} as RawRecord).polluted).toBeUndefined()
  })
})
