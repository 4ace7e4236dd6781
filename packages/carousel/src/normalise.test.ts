// @vitest-environment node
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { carouselPart, carouselSettings } from './normalise'
import { ofPart, run, settingsOf } from './normalise-harness'

describe('carousel settings (docs/behaviour.md §3)', () => {
  it('fills every carousel default from an empty module: maxVisible 3, minScale 50, maxOpacity 100, snap true, ease power3.inOut, duration 800, prevNextVis 50px, perspective 1200', () => {
    const { model, report } = normaliseModule({}, { parts: [carouselPart] })
    expect(model.settings.carousel).toEqual({
      orientation: 'horizontal',
      align: 'center',
      maxVisible: 3,
      justify: false,
      stretch: false,
      scale: false,
      minScale: 50,
      space: 0,
      rotation: false,
      maxRotation: 0,
      opacity: false,
      maxOpacity: 100,
      spin: 'off',
      spinAngle: 0,
      snap: true,
      infinity: false,
      ease: 'power3.inOut',
      duration: 800,
      showAllLayers: false,
      borderRadius: 0,
      prevNextVis: 50,
      perspective: 1200,
      paddingTop: 0,
      paddingBottom: 0,
    })
    expect(ofPart({ report })).toEqual([])
  })

  it('gives the defaults when the carousel part never ran (the slice is optional)', () => {
    const { model } = normaliseModule({}, { parts: [] })
    expect(model.settings.carousel).toBeUndefined()
    expect(carouselSettings(model.settings)).toEqual(
      normaliseModule({}, { parts: [carouselPart] }).model.settings.carousel,
    )
  })

  it('reads exported values as they are: orientation v, spin 2d, strings for numbers and booleans', () => {
    const c = settingsOf(
      run({ type: 'v', spin: '2d', maxV: '5', snap: 'false', showAllLayers: 'all' }),
    )
    expect([c.orientation, c.spin, c.maxVisible, c.snap, c.showAllLayers]).toEqual([
      'vertical',
      '2d',
      5,
      false,
      'all',
    ])
  })
})

describe('carousel limits (docs/behaviour.md §5, §9)', () => {
  it('Carousel maxV minimum is 1: reported at the key the data used', () => {
    const r = run({ maxV: 0 })
    expect(settingsOf(r).maxVisible).toBe(1)
    expect(ofPart(r)).toEqual([
      { path: 'settings.carousel.maxV', message: expect.stringMatching(/at least 1/) },
    ])
    const long = run({ maxVisible: 0 })
    expect(ofPart(long).map((e) => e.path)).toEqual(['settings.carousel.maxVisible'])
  })

  it('Carousel maxV minimum is 3 for 3d spin', () => {
    const r = run({ maxV: 2, spin: '3d' })
    expect(settingsOf(r).maxVisible).toBe(3)
    expect(ofPart(r)[0]?.path).toBe('settings.carousel.maxV')
  })

  it('Spin angle is limited to plus or minus 360 divided by slide count', () => {
    expect(settingsOf(run({ spinA: 200 })).spinAngle).toBe(90)
    expect(settingsOf(run({ spinA: -100 }, {}, 6)).spinAngle).toBe(-60)
    const ok = run({ spinA: 45 })
    expect([settingsOf(ok).spinAngle, ofPart(ok)]).toEqual([45, []])
    expect(ofPart(run({ spinA: 200 }))[0]?.path).toBe('settings.carousel.spinA')
  })

  it('Carousel duration dur 800 ms is capped to slide length', () => {
    const r = run({ dur: 5000 }, { slideshow: { length: 3000 } })
    expect(settingsOf(r).duration).toBe(3000)
    expect(ofPart(r)).toEqual([
      { path: 'settings.carousel.dur', message: expect.stringMatching(/3000/) },
    ])
  })

  it('caps the default duration to a shorter slide length in silence: the data wrote no dur', () => {
    const r = run(undefined, { slideshow: { len: 500 } })
    expect(settingsOf(r).duration).toBe(500)
    expect(r.report).toEqual([])
    // `null` and '' take the default as a missing key does.
    expect(run({ dur: null, maxV: '' }, { slideshow: { len: 500 } }).report).toEqual([])
  })
})

describe('bad carousel data', () => {
  it('reports wrong types and unknown values with their path and keeps the defaults', () => {
    const r = run({
      type: 'diagonal',
      maxV: 'many',
      spin: 'sideways',
      snap: 'perhaps',
      showAllLayers: 'some',
      bR: 'round',
      minS: 150,
    })
    const c = settingsOf(r)
    expect([
      c.orientation,
      c.maxVisible,
      c.spin,
      c.snap,
      c.showAllLayers,
      c.borderRadius,
      c.minScale,
    ]).toEqual(['horizontal', 3, 'off', true, false, 0, 100])
    expect(
      ofPart(r)
        .map((e) => e.path)
        .sort(),
    ).toEqual(
      ['bR', 'maxV', 'minS', 'showAllLayers', 'snap', 'spin', 'type'].map(
        (k) => `settings.carousel.${k}`,
      ),
    )
  })

  it('reports a negative space, a rotation past a full turn and a perspective below 1, and clamps them', () => {
    const r = run({ space: -20, maxR: 720, perspective: 0 })
    const c = settingsOf(r)
    expect([c.space, c.maxRotation, c.perspective]).toEqual([0, 360, 1])
    expect(
      ofPart(r)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['maxR', 'perspective', 'space'].map((k) => `settings.carousel.${k}`))
  })

  it('reads a carousel that is not an object as empty (reported)', () => {
    const r = run('fast')
    expect(settingsOf(r).maxVisible).toBe(3)
    expect(ofPart(r)).toEqual([{ path: 'settings.carousel', message: expect.any(String) }])
  })

  it('does not report carousel settings of a module that is not a carousel, but still fixes them', () => {
    const r = run({ maxV: -4 }, { type: 'standard' })
    expect([settingsOf(r).maxVisible, ofPart(r)]).toEqual([1, []])
  })
})
