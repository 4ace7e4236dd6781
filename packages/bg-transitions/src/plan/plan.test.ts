// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BG_ANIMATION_DEFAULTS } from '../defaults'
import { PRESETS } from '../presets/presets'
import { resolveAnimation } from '../presets/resolve'
import { DEFAULT_ANIMATION } from '../test-harness'
import type { BgAnimation } from '../types'
import { crossfadePlan } from './crossfade'
import { gridRects } from './grid-rects'
import { planTransition } from './plan-all'
import { rest } from './pose'

const base: BgAnimation = DEFAULT_ANIMATION
const preset = (transition: string, over: Partial<BgAnimation> = {}) =>
  resolveAnimation({ ...base, ...over, transition }, Math.random, () => {}, 'p')

describe('basic transitions from in/out values', () => {
  it('with no data the incoming background fades in over 1000 ms with power2.inOut (docs/behaviour.md §9)', () => {
    const p = planTransition({ ...base, name: 'basic' }, 800, 450, 1, Math.random)
    expect([p.duration, p.ease, p.pieces.length, p.out]).toEqual([
      1000,
      'power2.inOut',
      1,
      undefined,
    ])
    expect(p.pieces[0]?.from.opacity).toBe(0)
    expect(p.pieces[0]?.to.opacity).toBe(1)
    expect(BG_ANIMATION_DEFAULTS['duration|d|ms']).toBe(1000)
  })

  it('opacity, x, y, rotation, scaleX, scaleY become the start pose; out values the outgoing end pose', () => {
    const p = planTransition(
      {
        ...preset('basic'),
        in: { ...base.in, opacity: 1, x: '100%', y: 20, rotation: 30, scaleX: 0.5, scaleY: '50%' },
        out: { ...base.out, animate: true, x: '-100%', opacity: 0 },
      },
      800,
      450,
      1,
      Math.random,
    )
    expect(p.pieces[0]?.from).toMatchObject({
      x: { value: 100, unit: '%' },
      y: { value: 20, unit: 'px' },
      rotation: 30,
      scaleX: 0.5,
      scaleY: 0.5,
      opacity: 1,
    })
    expect(p.out?.to).toMatchObject({ x: { value: -100, unit: '%' }, opacity: 0 })
  })

  it('going backwards the same transition is mirrored (the direction rule)', () => {
    const fwd = planTransition(preset('pushleft'), 800, 450, 1, Math.random)
    const back = planTransition(preset('pushleft'), 800, 450, -1, Math.random)
    expect([fwd.pieces[0]?.from.x.value, fwd.out?.to.x.value]).toEqual([100, -100])
    expect([back.pieces[0]?.from.x.value, back.out?.to.x.value]).toEqual([-100, 100])
  })
})

describe('slots (docs/behaviour.md §3 row, col; §9 stagger 75)', () => {
  it('a rows × columns grid of pieces covering the canvas, each stagger (75) ms after the one before', () => {
    const p = planTransition(preset('grid10'), 1000, 500, 1, Math.random)
    expect([p.rows, p.columns, p.pieces.length]).toEqual([10, 10, 100])
    expect(p.pieces.map((x) => x.delay).slice(0, 3)).toEqual([0, 75, 150])
    expect(p.pieces.reduce((a, x) => a + x.rect.width * x.rect.height, 0)).toBe(1000 * 500)
  })

  it('columns are clamped to the canvas size minus 10; random grids are 3 to 13', () => {
    const p = planTransition(
      { ...preset('basic'), in: { ...base.in, columns: 400 } },
      300,
      200,
      1,
      Math.random,
    )
    expect(p.columns).toBe(290)
    const r = planTransition(preset('boxesrandom'), 800, 450, 1, () => 0)
    expect([r.rows, r.columns]).toEqual([3, 3])
    expect(gridRects(3, 3, 10, 10).map((x) => x.width)).toEqual([3, 4, 3, 3, 4, 3, 3, 4, 3])
  })
})

describe('3D (docs/behaviour.md §3 d3, §9 perspective 1500 or 2500 px)', () => {
  it('cube turns both faces about a centre half the canvas behind, sinking back its depth (300) mid-way, at 1500 px across, 2500 px vertically, with a shadow', () => {
    const h = planTransition(preset('cube'), 800, 450, 1, Math.random)
    expect([h.perspective, h.shadow, h.pieces[0]?.from.rotationY, h.out?.to.rotationY]).toEqual([
      1500,
      true,
      90,
      -90,
    ])
    expect([h.pieces[0]?.pivot, h.pieces[0]?.dip, h.out?.pivot]).toEqual([-400, 300, -400])
    expect(planTransition(preset('incube'), 800, 450, 1, Math.random).pieces[0]?.pivot).toBe(400)
    const v = planTransition(preset('cubevertical'), 800, 450, -1, Math.random)
    expect([v.perspective, v.pieces[0]?.from.rotationX]).toEqual([2500, 90])
  })

  it('fly moves the slides past each other at its depth (300)', () => {
    const f = planTransition(preset('fly'), 800, 450, 1, Math.random)
    expect([f.pieces[0]?.from.z, f.out?.to.z, f.pieces[0]?.from.x.value]).toEqual([-300, -300, 100])
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
    // Its resting pose is written out in crossfade.ts (the pose code is in the changes' chunk).
    expect(p.pieces[0]?.to).toEqual(rest())
    expect(p.pieces[0]?.from).toEqual({ ...rest(), opacity: 0 })
  })
})
