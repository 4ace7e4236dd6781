// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { SlideModel } from '../types/model'
import type { PartNormaliser } from '../types/plugin'
import { sparseExport } from './fixtures/sparse-export'
import { layerBase, normaliseLayers } from './normalise-layers'
import { normaliseModule } from './normalise-module'

const deepFreeze = <T>(v: T): T => {
  if (v && typeof v === 'object') {
    Object.freeze(v)
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k])
  }
  return v
}

describe('normaliseModule', () => {
  it('Top level { id, settings, slides, addOns }: slides keyed by id come out in slide.order (stable)', () => {
    const { model, report } = normaliseModule({
      id: 'SR7_3_1',
      settings: { alias: 'main' },
      slides: {
        10: { id: 10, slide: { order: 2 } },
        11: { id: 11, slide: { order: 1 } },
        12: { id: 12, slide: { order: 2 } },
        13: { id: 13, slide: {} },
      },
      addOns: { revslider_x: { url: 'x.js' } },
    })
    expect(report).toEqual([])
    expect(model.id).toBe('3')
    expect(model.slides.map((s) => [s.id, s.index])).toEqual([
      ['11', 0],
      ['10', 1],
      ['12', 2],
      ['13', 3],
    ])
    expect(model.addOns).toEqual({ revslider_x: { url: 'x.js' } })
  })

  it('slides may also be an array of entries', () => {
    const { model } = normaliseModule({
      slides: [
        { id: 'b', slide: {} },
        { id: 'a', slide: {} },
      ],
    })
    expect(model.slides.map((s) => s.id)).toEqual(['b', 'a'])
  })

  it('A REST response of the full slider object adds success and message', () => {
    const rest = {
      success: true,
      message: '',
      alias: 'promo',
      id: 4,
      settings: {},
      slides: { 1: { slide: {} } },
    }
    const { model, report } = normaliseModule(rest)
    expect(report).toEqual([])
    expect(model.settings.alias).toBe('promo')
    expect(model.slides).toHaveLength(1)
    const failed = normaliseModule({ success: false, message: 'not found' })
    expect(failed.report[0]).toEqual({
      path: 'success',
      message: 'module could not be loaded: not found',
    })
  })

  it('Global (static) slides go to globalSlides, out of the navigable slides', () => {
    const { model } = normaliseModule({
      slides: { 1: { slide: {} }, 2: { slide: { global: true, pos: 'back' } }, 3: { slide: {} } },
    })
    expect(model.slides.map((s) => [s.id, s.index])).toEqual([
      ['1', 0],
      ['3', 1],
    ])
    expect(model.globalSlides.map((s) => [s.id, s.index, s.pos])).toEqual([['2', 0, 'back']])
  })

  it('Unpublished slides (state or dates) are left out, with no report', () => {
    const now = Date.UTC(2024, 0, 1)
    const { model, report } = normaliseModule(
      {
        slides: {
          1: { slide: { publish: { state: 'unpublished' } } },
          2: { slide: { publish: { from: '2030-01-01' } } },
          3: { slide: { publish: { to: '2020-01-01' } } },
          4: { slide: {} },
        },
      },
      { now },
    )
    expect(model.slides.map((s) => s.id)).toEqual(['4'])
    expect(report).toEqual([])
  })

  it("a slide's length 'default' is the module's length", () => {
    const { model } = normaliseModule({
      settings: { slideshow: { length: '6000' } },
      slides: { 1: { slide: { slideshow: { len: 'default' } } } },
    })
    expect(model.slides[0]?.slideshow.length).toBe(6000)
  })

  it('Pay for what is seen: 1000 slides normalise without touching their layers', () => {
    let touched = 0
    const spy = () =>
      new Proxy(
        {},
        {
          get: () => void touched++,
          ownKeys: () => {
            touched++
            return []
          },
          has: () => !!touched++,
          getOwnPropertyDescriptor: () => void touched++,
        },
      )
    const slides = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [i, { id: i, slide: { order: i }, layers: spy() }]),
    )
    const { model, report, layers } = normaliseModule({ slides })
    expect(model.slides).toHaveLength(1000)
    expect(touched).toBe(0)
    expect(report).toEqual([])
    expect(layers).toBeUndefined()
    expect(model.slides[999]?.rawLayers).toBe(slides[999]?.layers)
    // The spy does see a read: layers are normalised only when a slide is about to show.
    normaliseLayers(model.slides[0] as SlideModel, [], () => {})
    expect(touched).toBeGreaterThan(0)
  })

  it('eagerLayers also returns every slide’s layers (slides, then global slides)', () => {
    const { layers, report } = normaliseModule(
      {
        slides: {
          1: { slide: {}, layers: { 5: { type: 'text' }, 6: { type: 'nope' } } },
          2: { slide: { global: true }, layers: [{ id: 'g', type: 'image' }] },
        },
      },
      { eagerLayers: true, parts: [layerBase] },
    )
    expect(layers?.map((list) => list.map((l) => l.id))).toEqual([['5'], ['g']])
    expect(report.map((e) => e.path)).toEqual(['slides.1.layers.6.type'])
  })

  it('a report option gets every problem, the layers read eagerly too, and the result none', () => {
    const seen: string[] = []
    const { report } = normaliseModule(
      {
        settings: { slideshow: { length: 'long' } },
        slides: { 1: { slide: {}, layers: { 6: { type: 'nope' } } } },
      },
      { eagerLayers: true, parts: [layerBase], report: (path) => seen.push(path) },
    )
    expect(seen).toEqual(['settings.slideshow.length', 'slides.1.layers.6.type'])
    expect(report).toEqual([])
  })

  it('never mutates its input and never throws on it', () => {
    const raw = deepFreeze(sparseExport())
    const before = JSON.stringify(raw)
    const { model, report } = normaliseModule(raw, { eagerLayers: true, parts: [layerBase] })
    expect(JSON.stringify(raw)).toBe(before)
    expect(report).toEqual([])
    expect(model.slides).toHaveLength(2)
  })

  it("plugins' module parts get the top-level record and the whole model; a throw is reported", () => {
    const seen: string[] = []
    const parts: PartNormaliser[] = [
      {
        module: () => {
          throw new Error('part down')
        },
      },
      {
        module: (raw, model) =>
          seen.push(
            `${(raw.settings as { nav?: unknown }).nav ? 'nav' : '-'}:${model.slides.length}`,
          ),
      },
    ]
    const { report } = normaliseModule(sparseExport(), { parts })
    expect(seen).toEqual(['nav:2'])
    expect(report).toEqual([{ path: 'module', message: 'failed (part down); skipped' }])
  })

  it('a getter that throws in hand-made data is reported, and a model is still returned', () => {
    const raw = {
      get settings(): unknown {
        throw new Error('trap')
      },
    }
    const { model, report } = normaliseModule(raw)
    expect(model.slides).toEqual([])
    expect(model.settings.size.width).toEqual([1600, 1240, 1024, 778, 480])
    expect(report.at(-1)).toEqual({ path: 'module', message: 'failed (trap); skipped' })
  })

  it('data that is no object at all is reported at `module`, every entry with a path', () => {
    for (const raw of [7, [], 'text', true]) {
      const { model, report } = normaliseModule(raw)
      expect(model.slides).toEqual([])
      expect(report[0]).toEqual({ path: 'module', message: 'must be an object; ignored' })
      expect(report.every((entry) => entry.path)).toBe(true)
    }
  })
})

describe('slideshow.shuffle', () => {
  it('shuffles the play order once, as the module loads', () => {
    const slides = Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [n, { id: n, slide: { order: n } }]),
    )
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0)
    const shuffled = normaliseModule({ settings: { slideshow: { shuffle: true } }, slides })
    const sorted = normaliseModule({ slides })
    spy.mockRestore()
    const ids = shuffled.model.slides.map((s) => s.id)
    expect(sorted.model.slides.map((s) => s.id)).toEqual(['1', '2', '3', '4', '5'])
    expect(ids).not.toEqual(['1', '2', '3', '4', '5'])
    expect([...ids].sort()).toEqual(['1', '2', '3', '4', '5'])
    expect(shuffled.model.slides.map((s) => s.index)).toEqual([0, 1, 2, 3, 4])
  })
})

describe('real export quirks', () => {
  it('reads the grid heights from cachedHeight when height is missing', () => {
    const { model, report } = normaliseModule({
      settings: { size: { cachedHeight: [900, 900, 768, 960, 720] } },
      slides: { 1: { slide: {} } },
    })
    expect(model.settings.size.height).toEqual([900, 900, 768, 960, 720])
    expect(report).toEqual([])
  })

  it('reports a response whose success is the string "false"', () => {
    const { report } = normaliseModule({ success: 'false', message: 'gone', slides: {} })
    expect(report).toContainEqual({ path: 'success', message: 'module could not be loaded: gone' })
  })
})
