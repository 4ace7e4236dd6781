// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { backgroundAnimation, bgTransitionsPart } from './normalise'
import { DEFAULT_ANIMATION as DEFAULT, LAYER_PATH as P, runSlideBg as run } from './test-harness'

describe('slide background animation defaults (docs/behaviour.md §3, §9)', () => {
  it('duration 1000, stagger 75, transition basic, ease power2.inOut; d3 effect none, depth 300; a fade in, from a slide with no animation data', () => {
    const bare = normaliseModule(
      { slides: [{ id: 1, slide: {}, layers: [] }] },
      { parts: [bgTransitionsPart] },
    )
    expect(bare.model.slides[0]?.backgroundAnimation).toEqual(DEFAULT)
    expect(bare.model.slides[0]?.backgroundOverlay).toBe(0)
    expect(bare.report).toEqual([])
    const { s, report } = run(undefined)
    expect([s.animation, report]).toEqual([DEFAULT, []])
  })

  it('a slide the part never ran on has no animation in its model, and reads as the defaults', () => {
    const { model } = normaliseModule({ slides: [{ id: 1, slide: {}, layers: [] }] }, { parts: [] })
    const slide = model.slides[0]
    expect(slide?.backgroundAnimation).toBeUndefined()
    expect(slide && backgroundAnimation(slide)).toEqual(DEFAULT)
  })
})

describe('both data forms (docs/data-format/README.md)', () => {
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
    expect(s.animation).toMatchObject({
      duration: 1500,
      stagger: 50,
      transition: 'slideleft',
      ease: 'power3.out',
    })
    expect(s.animation.in).toMatchObject({ opacity: 1, x: '100%', rows: 'random', columns: 8 })
    expect(s.animation.out).toMatchObject({ animate: true, x: '-100%', opacity: 1 })
    expect(s.animation.d3).toEqual({
      effect: 'cube',
      direction: 'vertical',
      depth: 500,
      tilt: 0,
      shadow: true,
    })
    expect(s.animation.filter.blur).toBe(5)
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
    expect(s.animation).toMatchObject({
      duration: 700,
      random: true,
      ease: 'none',
      transition: 'basic',
    })
    expect(s.animation.in.y).toBe('-100%')
    expect(report).toEqual([])
  })

  it('6.x compact writes the kind of transition in e ("basic"): a transition, not an unknown ease', () => {
    const { s, report } = run({
      ms: 300,
      rnd: false,
      temp: { t: 'Fade', p: 'fade', m: 'basic', g: 'fade' },
      e: 'basic',
      d: 15,
      eng: 'animateCore',
      in: { o: 0 },
      out: { a: false },
    })
    expect(s.animation).toMatchObject({ duration: 300, transition: 'basic', ease: 'power2.inOut' })
    expect(run({ ms: 500, e: 'slideleft' }).s.animation.transition).toBe('slideleft')
    expect(report).toEqual([])
  })

  it('An engine or add-on that Strata does not have falls back to a fade, with a report entry', () => {
    const eng = run({ ms: 900, eng: 'webglTransitions', in: { x: '100%' } })
    expect(eng.s.animation).toEqual({ ...DEFAULT, duration: 900, transition: 'fade' })
    expect(eng.report).toEqual([{ path: `${P}.tl.in.bg`, message: expect.stringMatching(/fade/) }])
    const add = run({ all: [[], { tr: 'shader', addOns: { revslider_transitionpack: {} } }] })
    expect(add.s.animation.transition).toBe('fade')
    expect(add.report.map((e) => e.path)).toEqual([`${P}.tl.in.bg.all.1`])
  })
})

describe('grid and overlay rules (docs/behaviour.md §5)', () => {
  it('Column count is clamped between 1 and canvas size minus 10 (at least 1 from data; the canvas is measured later)', () => {
    const { s, report } = run({ all: [[], { in: { col: 0, row: -3 } }] })
    expect([s.animation.in.columns, s.animation.in.rows]).toEqual([1, 1])
    expect(report.map((e) => e.path)).toEqual([
      `${P}.tl.in.bg.all.1.in.row`,
      `${P}.tl.in.bg.all.1.in.col`,
    ])
  })

  it('Random grid sizes are 3 to 13: a random row or column count is kept as random', () => {
    expect(run({ in: { row: 'random', col: 'random' } }).s.animation.in).toMatchObject({
      rows: 'random',
      columns: 'random',
    })
  })

  it('Unknown overlay pattern falls back to pattern 2', () => {
    expect(run(null, { overlay: { type: 3 } }).s.overlay).toBe(3)
    expect(run(null, { overlay: 'none' }).s.overlay).toBe(0)
    const bad = run(null, { overlay: { type: 'dots' } })
    expect(bad.s.overlay).toBe(2)
    expect(bad.report).toEqual([{ path: `${P}.overlay`, message: expect.stringMatching(/2/) }])
    expect(run(null, { overlay: 99 }).s.overlay).toBe(2)
  })
})

describe('bad background animation data', () => {
  it('reports wrong types and unknown values with their path and uses the defaults', () => {
    const { s, report } = run({
      all: [[], { d: 'slow', d3: { f: 'spiral', z: {} }, in: { x: 'far', m: 'maybe' } }],
    })
    expect([s.animation.duration, s.animation.d3.effect, s.animation.d3.depth]).toEqual([
      1000,
      'none',
      300,
    ])
    expect([s.animation.in.x, s.animation.in.mask]).toEqual([0, false])
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
    expect([str.s.animation, str.report.map((e) => e.path)]).toEqual([DEFAULT, [`${P}.tl.in.bg`]])
    const all = run({ all: [[], 'x'] })
    expect([all.s.animation, all.report.map((e) => e.path)]).toEqual([
      DEFAULT,
      [`${P}.tl.in.bg.all.1`],
    ])
  })

  it('reads raw layer data in place: never changes it, and an own __proto__ key reaches no prototype', () => {
    const bg = JSON.parse('{"ms": 500, "d": 20, "__proto__": {"polluted": true}}')
    const { s } = run(bg)
    expect(s.animation.duration).toBe(500)
    expect(bg.d).toBe(20)
    expect(({} as RawRecord).polluted).toBeUndefined()
  })
})
