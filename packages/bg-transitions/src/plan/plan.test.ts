import { describe, expect, it } from 'vitest'
import { BG_ANIMATION_DEFAULTS } from '../defaults'
import { PRESETS } from '../presets/presets'
import { resolveAnimation } from '../presets/resolve'
import type { BgAnimation } from '../types'
import { crossfadePlan, gridRects, planTransition } from './plan'

const base: BgAnimation = {
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
const preset = (tr: string, over: Partial<BgAnimation> = {}) =>
  resolveAnimation({ ...base, ...over, tr }, Math.random, () => {}, 'p')

describe('basic transitions from in/out values', () => {
  it('with no data the incoming background fades in over 1000 ms with power2.inOut (SPEC.md §9)', () => {
    const p = planTransition({ ...base, name: 'basic' }, 800, 450, 1, Math.random)
    expect([p.duration, p.ease, p.pieces.length, p.out]).toEqual([
      1000,
      'power2.inOut',
      1,
      undefined,
    ])
    expect(p.pieces[0]?.from.o).toBe(0)
    expect(p.pieces[0]?.to.o).toBe(1)
    expect(BG_ANIMATION_DEFAULTS['d|ms']).toBe(1000)
  })

  it('o, x, y, r, sx, sy become the start pose; out values the outgoing end pose', () => {
    const p = planTransition(
      {
        ...preset('basic'),
        in: { ...base.in, o: 1, x: '100%', y: 20, r: 30, sx: 0.5, sy: '50%' },
        out: { ...base.out, a: true, x: '-100%', o: 0 },
      },
      800,
      450,
      1,
      Math.random,
    )
    expect(p.pieces[0]?.from).toMatchObject({
      x: { n: 100, unit: '%' },
      y: { n: 20, unit: 'px' },
      r: 30,
      sx: 0.5,
      sy: 0.5,
      o: 1,
    })
    expect(p.out?.to).toMatchObject({ x: { n: -100, unit: '%' }, o: 0 })
  })

  it('going backwards the same transition is mirrored (the direction rule)', () => {
    const fwd = planTransition(preset('pushleft'), 800, 450, 1, Math.random)
    const back = planTransition(preset('pushleft'), 800, 450, -1, Math.random)
    expect([fwd.pieces[0]?.from.x.n, fwd.out?.to.x.n]).toEqual([100, -100])
    expect([back.pieces[0]?.from.x.n, back.out?.to.x.n]).toEqual([-100, 100])
  })
})

describe('slots (SPEC.md §3 row, col; §9 stagger 75)', () => {
  it('a row × col grid of pieces covering the canvas, each sd (75) ms after the one before', () => {
    const p = planTransition(preset('grid10'), 1000, 500, 1, Math.random)
    expect([p.rows, p.cols, p.pieces.length]).toEqual([10, 10, 100])
    expect(p.pieces.map((x) => x.delay).slice(0, 3)).toEqual([0, 75, 150])
    expect(p.pieces.reduce((a, x) => a + x.rect.w * x.rect.h, 0)).toBe(1000 * 500)
  })

  it('columns are clamped to the canvas size minus 10; random grids are 3 to 13', () => {
    const p = planTransition(
      { ...preset('basic'), in: { ...base.in, col: 400 } },
      300,
      200,
      1,
      Math.random,
    )
    expect(p.cols).toBe(290)
    const r = planTransition(preset('boxesrandom'), 800, 450, 1, () => 0)
    expect([r.rows, r.cols]).toEqual([3, 3])
    expect(gridRects(3, 3, 10, 10).map((x) => x.w)).toEqual([3, 4, 3, 3, 4, 3, 3, 4, 3])
  })
})

describe('3D (SPEC.md §3 d3, §9 perspective 1500 or 2500 px)', () => {
  it('cube turns both faces about a centre half the canvas behind, sinking back z (300) mid-way, at 1500 px across, 2500 px vertically, with a shadow', () => {
    const h = planTransition(preset('cube'), 800, 450, 1, Math.random)
    expect([h.perspective, h.shadow, h.pieces[0]?.from.ry, h.out?.to.ry]).toEqual([
      1500,
      true,
      90,
      -90,
    ])
    expect([h.pieces[0]?.pivot, h.pieces[0]?.dip, h.out?.pivot]).toEqual([-400, 300, -400])
    expect(planTransition(preset('incube'), 800, 450, 1, Math.random).pieces[0]?.pivot).toBe(400)
    const v = planTransition(preset('cubevertical'), 800, 450, -1, Math.random)
    expect([v.perspective, v.pieces[0]?.from.rx]).toEqual([2500, 90])
  })

  it('fly moves the slides past each other at depth z (300)', () => {
    const f = planTransition(preset('fly'), 800, 450, 1, Math.random)
    expect([f.pieces[0]?.from.z, f.out?.to.z, f.pieces[0]?.from.x.n]).toEqual([-300, -300, 100])
  })
})

describe('filters and reduced motion', () => {
  it('filter values are the start of the incoming pieces and end at none', () => {
    const p = planTransition(preset('blurfade'), 800, 450, 1, Math.random)
    expect(p.pieces[0]?.from.filter.blur).toBe(PRESETS.blurfade?.filter?.blur)
    expect(p.pieces[0]?.to.filter.blur).toBe(0)
  })

  it('reduced motion: a crossfade of at most 300 ms, whatever the preset', () => {
    const p = crossfadePlan(preset('cube'), 800, 450)
    expect([p.name, p.duration, p.perspective, p.pieces.length, p.out]).toEqual([
      'crossfade',
      300,
      0,
      1,
      undefined,
    ])
  })
})
