import { normaliseModule, type RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { carouselPart } from './normalise'

const slide = (id: number) => ({ id, slide: { order: id }, layers: [] })
const run = (carousel: unknown, extra: RawRecord = {}, slides = 4) =>
  normaliseModule(
    {
      settings: { type: 'carousel', carousel, ...extra } as RawRecord,
      slides: Array.from({ length: slides }, (_, i) => slide(i + 1)),
    },
    { parts: [carouselPart] },
  )
const ofPart = (r: { report: { path: string }[] }) =>
  r.report.filter((e) => e.path.startsWith('settings.carousel'))

describe('carousel settings (SPEC.md §3)', () => {
  it('fills every carousel default from an empty module: maxV 3, minS 50, maxO 100, snap true, ease power3.inOut, dur 800, prevNextVis 50px, perspective 1200', () => {
    const { model, report } = normaliseModule({}, { parts: [carouselPart] })
    expect(model.settings.carousel).toEqual({
      type: 'h',
      align: 'center',
      maxV: 3,
      justify: false,
      stretch: false,
      scale: false,
      minS: 50,
      space: 0,
      rotation: false,
      maxR: 0,
      opacity: false,
      maxO: 100,
      spin: 'off',
      spinA: 0,
      snap: true,
      infinity: false,
      ease: 'power3.inOut',
      dur: 800,
      showAllLayers: false,
      borderRadius: 0,
      prevNextVis: 50,
      perspective: 1200,
    })
    expect(ofPart({ report })).toEqual([])
  })

  it('reads both spellings: borderRadius or bR, prevNextVis or pNV', () => {
    const exp = run({ bR: '10px', pNV: '20%' }).model.settings.carousel
    expect([exp.borderRadius, exp.prevNextVis]).toEqual([10, '20%'])
    const spec = run({ borderRadius: 4, prevNextVis: 30 }).model.settings.carousel
    expect([spec.borderRadius, spec.prevNextVis]).toEqual([4, 30])
  })

  it('reads exported values as they are: orientation v, spin 2d, strings for numbers and booleans', () => {
    const c = run({ type: 'v', spin: '2d', maxV: '5', snap: 'false', showAllLayers: 'all' }).model
      .settings.carousel
    expect([c.type, c.spin, c.maxV, c.snap, c.showAllLayers]).toEqual(['v', '2d', 5, false, 'all'])
  })
})

describe('carousel limits (SPEC.md §5, §9)', () => {
  it('Carousel maxV minimum is 1', () => {
    const r = run({ maxV: 0 })
    expect(r.model.settings.carousel.maxV).toBe(1)
    expect(ofPart(r)).toEqual([
      { path: 'settings.carousel.maxV', message: expect.stringMatching(/at least 1/) },
    ])
  })

  it('Carousel maxV minimum is 3 for 3d spin', () => {
    const r = run({ maxV: 2, spin: '3d' })
    expect(r.model.settings.carousel.maxV).toBe(3)
    expect(ofPart(r)[0]?.path).toBe('settings.carousel.maxV')
  })

  it('Spin angle is limited to plus or minus 360 divided by slide count', () => {
    expect(run({ spinA: 200 }).model.settings.carousel.spinA).toBe(90)
    expect(run({ spinA: -100 }, {}, 6).model.settings.carousel.spinA).toBe(-60)
    const ok = run({ spinA: 45 })
    expect([ok.model.settings.carousel.spinA, ofPart(ok)]).toEqual([45, []])
    expect(ofPart(run({ spinA: 200 }))[0]?.path).toBe('settings.carousel.spinA')
  })

  it('Carousel duration dur 800 ms is capped to slide length', () => {
    const r = run({ dur: 5000 }, { slideshow: { length: 3000 } })
    expect(r.model.settings.carousel.dur).toBe(3000)
    expect(ofPart(r)).toEqual([
      { path: 'settings.carousel.dur', message: expect.stringMatching(/3000/) },
    ])
  })
})

describe('bad carousel data', () => {
  it('reports wrong types and unknown values with their path and keeps the defaults', () => {
    const r = run({
      maxV: 'many',
      spin: 'sideways',
      snap: 'perhaps',
      showAllLayers: 'some',
      bR: 'round',
      minS: 150,
    })
    const c = r.model.settings.carousel
    expect([c.maxV, c.spin, c.snap, c.showAllLayers, c.borderRadius, c.minS]).toEqual([
      3,
      'off',
      true,
      false,
      0,
      100,
    ])
    expect(
      ofPart(r)
        .map((e) => e.path)
        .sort(),
    ).toEqual(
      ['bR', 'maxV', 'minS', 'showAllLayers', 'snap', 'spin'].map((k) => `settings.carousel.${k}`),
    )
  })

  it('reports a negative space, a rotation past a full turn and a perspective below 1, and clamps them', () => {
    const r = run({ space: -20, maxR: 720, perspective: 0 })
    const c = r.model.settings.carousel
    expect([c.space, c.maxR, c.perspective]).toEqual([0, 360, 1])
    expect(
      ofPart(r)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['maxR', 'perspective', 'space'].map((k) => `settings.carousel.${k}`))
  })

  it('reads a carousel that is not an object as empty (reported)', () => {
    const r = run('fast')
    expect(r.model.settings.carousel.maxV).toBe(3)
    expect(ofPart(r)).toEqual([{ path: 'settings.carousel', message: expect.any(String) }])
  })

  it('does not report carousel settings of a module that is not a carousel, but still fixes them', () => {
    const r = run({ maxV: -4 }, { type: 'standard' })
    expect([r.model.settings.carousel.maxV, ofPart(r)]).toEqual([1, []])
  })
})
