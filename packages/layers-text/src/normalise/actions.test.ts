// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { layersTextPart } from './index'

const run = (slideActions: unknown[], layerActions: unknown[]) => {
  const r = normaliseModule(
    {
      slides: {
        s: {
          id: 9,
          slide: { actions: slideActions },
          layers: { 1: { id: 1, type: 'text', actions: layerActions } },
        },
      },
    },
    { parts: [layersTextPart], eagerLayers: true },
  )
  return { r, slide: r.model.slides[0]?.actions, layer: r.layers?.[0]?.[0]?.actions }
}

describe('action records are checked as the module is normalised (issue #24)', () => {
  it('valid records give no entry and are kept as they are', () => {
    const a = { a: 'pause', evt: 'mouseenter', src: [9, '7'], d: '200' }
    const { r, slide, layer } = run([a], [a])
    expect(r.report).toEqual([])
    expect(slide).toEqual([a])
    expect(layer).toEqual([a])
  })

  it('wrong fields are reported at slides.<key>.slide.actions.<n>.<field> and left out', () => {
    const { r, slide } = run([{ a: 'next', evt: {}, d: 'soon', src: [1, {}, true] }], [])
    expect(r.report.map((e) => e.path)).toEqual([
      'slides.s.slide.actions.0.evt',
      'slides.s.slide.actions.0.d',
      'slides.s.slide.actions.0.src.1',
      'slides.s.slide.actions.0.src.2',
    ])
    expect(slide).toEqual([{ a: 'next', src: [1] }])
  })

  it('a slide record naming no action is reported and leaves a hole: the next keeps its index', () => {
    const { r, slide } = run([{ a: true }, { a: 'next' }], [])
    expect(r.report).toEqual([
      { path: 'slides.s.slide.actions.0.a', message: 'must name an action; ignored' },
    ])
    expect(slide?.length).toBe(2)
    expect(0 in (slide as RawRecord[])).toBe(false)
  })

  it("a layer's records: slides.<key>.layers.<key>.actions.<n>.<field>", () => {
    const { r } = run([], [{ a: 'next', rd: -5, target: {} }])
    expect(r.report.map((e) => e.path)).toEqual([
      'slides.s.layers.1.actions.0.rd',
      'slides.s.layers.1.actions.0.target',
    ])
  })
})
