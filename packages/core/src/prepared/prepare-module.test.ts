import { afterEach, describe, expect, it, vi } from 'vitest'
import { sparseExport } from '../normalise/fixtures/sparse-export'
import { normaliseModule } from '../normalise/normalise-module'
import type { PartNormaliser } from '../types/plugin'
import { PREPARED_FORMAT, PREPARED_MESSAGE, PREPARED_VERSION, type PreparedModule } from './format'
import { openPrepared } from './open-prepared'
import { prepareModule } from './prepare-module'

/** A prepared module as the page gets it: written as JSON, read back. */
const overTheWire = (raw: unknown, plugins = {}) =>
  JSON.parse(JSON.stringify(prepareModule(raw, plugins).module)) as PreparedModule

const opened = (data: unknown, now?: number) => {
  const result = openPrepared(data, now)
  if (!result || 'error' in result) throw new Error(`not opened: ${JSON.stringify(result)}`)
  return result
}

const DAY = 86_400_000
const dated = (now: number) => ({
  settings: { alias: 'dated' },
  slides: [
    { id: 'always', slide: { order: 1 } },
    { id: 'over', slide: { order: 2, publish: { to: now - DAY } } },
    { id: 'later', slide: { order: 3, publish: { from: now + DAY } } },
    { id: 'off', slide: { order: 4, publish: { state: 'unpublished' } } },
    { id: 'static', global: true, slide: { order: 0 } },
  ],
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('prepareModule and openPrepared (docs/data-format/prepared.md)', () => {
  it('opens to the model the normaliser reads, after a trip through JSON', () => {
    const raw = sparseExport()
    const { model } = normaliseModule(raw)
    const open = opened(overTheWire(raw))
    expect(open.model).toEqual(JSON.parse(JSON.stringify(model)))
    expect(open.model.slides.map((s) => [s.id, s.index])).toEqual([
      ['20', 0],
      ['21', 1],
    ])
  })

  it('marks the module with its format and version, and keeps the raw top level without slides', () => {
    const { module } = prepareModule(sparseExport())
    expect(module.format).toBe(PREPARED_FORMAT)
    expect(module.version).toBe(PREPARED_VERSION)
    // The export's failure fields, so a reader of raw data names the prepared entry.
    expect(module).toMatchObject({ success: false, message: PREPARED_MESSAGE })
    expect(module.data).not.toHaveProperty('slides')
    expect(module.data.settings).toEqual(sparseExport().settings)
  })

  it("runs the plugins' parts ahead, so the page needs none", () => {
    const part: PartNormaliser = {
      module: (raw, model) => Object.assign(model.settings, { badge: raw.settings }),
      slide: (raw, slide) => Object.assign(slide, { badge: raw.title }),
    }
    const plugin = { name: 'badge', options: {}, normalise: part, setup: () => undefined }
    const open = opened(overTheWire(sparseExport(), { plugins: [plugin] }))
    expect(open.model.settings).toHaveProperty('badge')
    expect(open.model.slides.map((s) => (s as unknown as { badge: string }).badge)).toEqual([
      'First',
      'Second',
    ])
  })

  it("checks publish dates on the page's clock, and leaves unpublished slides out ahead", () => {
    const then = Date.UTC(2026, 0, 10)
    const prepared = overTheWire(dated(then))
    expect(prepared.model.slides.map((s) => s.id)).toEqual(['static', 'always', 'over', 'later'])
    const ids = (now: number) => opened(prepared, now).model.slides.map((s) => s.id)
    expect(ids(then)).toEqual(['always'])
    expect(ids(then + 2 * DAY)).toEqual(['always', 'later'])
    expect(ids(then - 2 * DAY)).toEqual(['always', 'over'])
    expect(opened(prepared, then).model.globalSlides.map((s) => [s.id, s.index])).toEqual([
      ['static', 0],
    ])
  })

  it('lists the slides that may hide by their places on the page', () => {
    const raw = {
      slides: [
        { id: 'a', slide: { order: 1, publish: { to: 1 } } },
        { id: 'b', slide: { order: 2, slideshow: { hom: true } } },
        { id: 'c', slide: { order: 3, slideshow: { hal: 2 } } },
      ],
    }
    const { model } = opened(overTheWire(raw), 10_000)
    expect(model.hidden).toEqual([
      { index: 0, hideAfterLoops: 0, hideOnMobile: true },
      { index: 1, hideAfterLoops: 2, hideOnMobile: false },
    ])
  })

  it('shuffles on the page, each time it opens, when the module says so', () => {
    const raw = {
      settings: { slideshow: { shuffle: true } },
      slides: [1, 2, 3, 4].map((n) => ({ id: `s${n}`, slide: { order: n } })),
    }
    const prepared = overTheWire(raw)
    expect(prepared.model.slides.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's4'])
    // Fisher–Yates with random() = 0 moves each last slide to the front.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { model } = opened(prepared)
    expect(model.slides.map((s) => [s.id, s.index])).toEqual([
      ['s2', 0],
      ['s3', 1],
      ['s4', 2],
      ['s1', 3],
    ])
    // The module itself is left as it was: one prepared file serves every visit.
    expect(prepared.model.slides.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's4'])
  })

  it('carries the problems found ahead to the page', () => {
    const raw = { settings: { slideshow: { length: 'long' } }, slides: [{ slide: { title: {} } }] }
    const { module, report } = prepareModule(raw)
    expect(report.map((e) => e.path)).toEqual(['settings.slideshow.length', 'slides.0.slide.title'])
    expect(opened(JSON.parse(JSON.stringify(module))).report).toEqual(report)
  })

  it("gives the plugins' hooks the data in its raw shape", () => {
    const { view } = opened(overTheWire(sparseExport()))
    expect(view.settings).toEqual(sparseExport().settings)
    const slides = view.slides as { id: string; slide: { title: string }; layers: unknown }[]
    expect(slides.map((s) => [s.id, s.slide.title])).toEqual([
      ['20', 'First'],
      ['21', 'Second'],
    ])
    expect(slides[0]?.layers).toEqual(sparseExport().slides['20'].layers)
  })

  it('takes anything without its mark for raw data', () => {
    expect(openPrepared(sparseExport())).toBeUndefined()
    expect(openPrepared({ format: 'other', model: {} })).toBeUndefined()
    expect(openPrepared(null)).toBeUndefined()
  })

  it('names what is wrong with a marked module it cannot open', () => {
    const prepared = overTheWire(sparseExport())
    expect(openPrepared({ ...prepared, version: 2 })).toEqual({
      path: 'version',
      error:
        '2 is not 1, the version this Strata opens: prepare it again with prepareModule (@strata/core/ssr)',
    })
  })

  it('names the first record of the model core reads as it starts that is missing, and opens nothing', () => {
    const prepared = overTheWire(sparseExport())
    const { settings, slides } = prepared.model
    const cases: Array<[unknown, string]> = [
      [undefined, 'model.settings'],
      [[], 'model.settings'],
      [{ slides }, 'model.settings'],
      [{ settings: {}, slides }, 'model.settings.size'],
      [{ settings: { ...settings, general: 'x' }, slides }, 'model.settings.general'],
      [{ settings: { ...settings, slideshow: [] }, slides }, 'model.settings.slideshow'],
      [{ settings }, 'model.slides'],
      [{ settings, slides: [slides[0], 1] }, 'model.slides'],
    ]
    for (const [model, path] of cases)
      expect(openPrepared({ ...prepared, model })).toEqual({
        path,
        error: 'not a record: prepare it again with prepareModule (@strata/core/ssr)',
      })
  })

  it('drops report entries that are not entries', () => {
    const prepared = overTheWire(sparseExport())
    const report = [{ path: 'a', message: 'b' }, { path: 1 }, 'c']
    expect(opened({ ...prepared, report }).report).toEqual([{ path: 'a', message: 'b' }])
  })
})
