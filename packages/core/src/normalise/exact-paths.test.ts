// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RawRecord } from '../types/model'
import type { PartNormaliser } from '../types/plugin'
import { layerBase } from './normalise-layers'
import { normaliseModule } from './normalise-module'

/**
 * Issue #24: every entry names the exact data path — the slide by its KEY in the data (the
 * export keys slides by id, but a key and the slide's own `id` may differ), and the slide's
 * own fields inside the wrapped record, `slides.<key>.slide....`.
 */
const module = (slide: RawRecord): RawRecord => ({ slides: { s7: slide } })
const paths = (raw: RawRecord, parts: PartNormaliser[] = [layerBase]) =>
  normaliseModule(raw, { parts, eagerLayers: true }).report.map((e) => e.path)

describe('report entries sit at the exact data path', () => {
  it("a wrapped slide's fields: slides.<key>.slide.<field>, whatever its id", () => {
    expect(
      paths(module({ id: 'SR7_99_1', slide: { title: {}, slideshow: { len: 'long' } } })),
    ).toEqual(['slides.s7.slide.title', 'slides.s7.slide.slideshow.len'])
  })

  it("a flat slide's fields: slides.<key>.<field>", () => {
    expect(paths(module({ id: 99, loop: { u: 'maybe' } }))).toEqual(['slides.s7.loop.u'])
  })

  it("a slide's actions: slides.<key>.slide.actions.<n> where the data has them", () => {
    expect(paths(module({ id: 99, slide: { actions: [{ a: 'next' }, 5] } }))).toEqual([
      'slides.s7.slide.actions.1',
    ])
  })

  it("layers: slides.<key>.layers.<layer key>.<field>, not the slide's id", () => {
    expect(
      paths(module({ id: 99, slide: {}, layers: { L1: { id: 4, type: 'text', zIndex: 'top' } } })),
    ).toEqual(['slides.s7.layers.L1.zIndex'])
  })

  it('a part sees the same paths: slide parts get slides.<key>.slide', () => {
    const seen: string[] = []
    normaliseModule(module({ id: 99, slide: {} }), {
      parts: [{ slide: (_raw, _slide, _report, path) => void seen.push(path) }],
    })
    expect(seen).toEqual(['slides.s7.slide'])
  })
})
