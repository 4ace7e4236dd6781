// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ReportEntry, SlideModel } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { rows } from './fixtures/bad-input'
import { sparseExport } from './fixtures/sparse-export'
import { layerBase } from './normalise-layers'
import { normaliseModule } from './normalise-module'

/** A plugin slide part, so lazy slides are shown to get plugins' parts too. */
const parts: PartNormaliser[] = [
  layerBase,
  { slide: (raw, slide) => Object.assign(slide, { extra: `${raw.title ?? '-'}` }) },
]
const byPath = (a: ReportEntry, b: ReportEntry) =>
  `${a.path} ${a.message}` < `${b.path} ${b.message}` ? -1 : 1
/** The model as JSON, raw data left out (a row's raw data may be circular or 10,000 deep). */
const json = (v: unknown) => JSON.stringify(v, (k, x) => (k === 'raw' || k === 'rawLayers' ? 0 : x))
/** Reads `raw` eagerly and lazily; the lazy model is read in full by `json`. */
const both = (raw: unknown) => {
  const eager = normaliseModule(raw, { parts })
  const lazy = normaliseModule(raw, { parts, lazy: true })
  return { eager, lazy, eagerJson: json(eager.model), lazyJson: json(lazy.model) }
}
const collect = () => {
  const entries: ReportEntry[] = []
  const report: Reporter = (path, message) => entries.push({ path, message })
  return { entries, report }
}

describe('lazy slides', () => {
  it('a lazy model reads as the eager one: the sparse export', () => {
    const { eager, lazy, eagerJson, lazyJson } = both(sparseExport())
    expect(lazyJson).toBe(eagerJson)
    expect(JSON.stringify(lazy.model)).toBe(JSON.stringify(eager.model))
    expect(lazy.report).toEqual(eager.report)
  })

  it.each(rows)('a lazy model reads as the eager one, with the same report: $name', ({ make }) => {
    const raw = make()
    const { eager, lazy, eagerJson, lazyJson } = both(raw)
    expect(lazyJson).toBe(eagerJson)
    const raws = (m: typeof eager.model) =>
      [...m.slides, ...m.globalSlides].flatMap((s) => [s.raw, s.rawLayers])
    expect(raws(lazy.model)).toEqual(raws(eager.model))
    // Same problems; a lazy model finds a slide's when the slide is read, so later.
    expect([...lazy.report].sort(byPath)).toEqual([...eager.report].sort(byPath))
  })

  it('behaves like an array: isArray, length, index, iteration, map, spread, JSON', () => {
    const slides = { a: { slide: { order: 2 } }, b: { slide: { order: 1 } }, c: { slide: {} } }
    const { model } = normaliseModule({ slides }, { lazy: true })
    const list = model.slides
    expect(Array.isArray(list)).toBe(true)
    expect(list).toHaveLength(3)
    expect(list[0]?.id).toBe('b')
    expect(list[0]).toBe(list[0])
    expect(list.map((s) => [s.id, s.index])).toEqual([
      ['b', 0],
      ['a', 1],
      ['c', 2],
    ])
    const seen: string[] = []
    list.forEach((s) => {
      seen.push(s.id)
    })
    for (const s of list) seen.push(s.id)
    expect(seen).toEqual(['b', 'a', 'c', 'b', 'a', 'c'])
    expect([...list]).toEqual(list.slice())
    expect([...list][2]).toBe(list[2])
    expect(JSON.parse(JSON.stringify(list)).map((s: SlideModel) => s.id)).toEqual(['b', 'a', 'c'])
  })

  it('Pay for what is seen: 1000 lazy slides read only their order, global, publish and hide keys', () => {
    const touched: string[] = []
    /** `target`, logging each key read (`tag.key`; `tag.*` for a list of keys). */
    const spy = <T extends object>(tag: string, target: T): T => {
      const log = (k: string | symbol) => void touched.push(`${tag}.${String(k)}`)
      return new Proxy(target, {
        get: (t, k) => {
          log(k)
          return Reflect.get(t, k)
        },
        has: (t, k) => {
          log(k)
          return Reflect.has(t, k)
        },
        ownKeys: (t) => {
          log('*')
          return Reflect.ownKeys(t)
        },
        getOwnPropertyDescriptor: (t, k) => {
          log(k)
          return Reflect.getOwnPropertyDescriptor(t, k)
        },
      })
    }
    const slides = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [
        i,
        spy(`${i}`, {
          id: i,
          slide: spy(`${i}.slide`, {
            title: `Slide ${i}`,
            order: i,
            publish: { state: 'published' },
            slideshow: { hom: i === 7 },
            attr: { deepLink: `s${i}` },
          }),
          layers: {},
        }),
      ]),
    )
    const { model, report } = normaliseModule({ slides }, { lazy: true })
    expect(model.slides).toHaveLength(1000)
    expect(report).toEqual([])
    expect(model.hidden).toEqual([{ index: 7, hideAfterLoops: 0, hideOnMobile: true }])
    const keys = new Set(touched.map((t) => t.replace(/^\d+/, 'N')))
    expect([...keys].sort()).toEqual([
      'N.global',
      'N.slide',
      'N.slide.global',
      'N.slide.order',
      'N.slide.publish',
      'N.slide.slideshow',
    ])
    touched.length = 0
    expect(model.slides[500]?.deepLink).toBe('s500')
    expect(touched.length).toBeGreaterThan(0)
    expect(touched.every((t) => t.startsWith('500.'))).toBe(true)
  })

  it("a slide's problems reach the live reporter when the slide is first read, once", () => {
    const live = collect()
    const { model, report } = normaliseModule(
      { slides: { a: { slide: { title: {} } }, b: { slide: { title: [] } } } },
      { lazy: true, report: live.report },
    )
    expect(report).toEqual([])
    expect(live.entries).toEqual([])
    void model.slides[1]
    expect(live.entries).toEqual([
      { path: 'slides.b.slide.title', message: 'must be text; using ""' },
    ])
    void [...model.slides, model.slides[1]]
    JSON.stringify(model)
    expect(live.entries.map((e) => e.path)).toEqual([
      'slides.b.slide.title',
      'slides.a.slide.title',
    ])
    expect(report).toEqual([])
  })

  it('hidden lists the slides with hal > 0 or hom (hideAfterLoops, hideOnMobile), by index in slides, eager and lazy alike', () => {
    const raw = {
      slides: {
        a: { slide: { order: 3, slideshow: { hal: '2' } } },
        b: { slide: { order: 1, slideshow: { hom: 'true' } } },
        g: { global: true, slide: { slideshow: { hom: true } } },
        c: { slide: { order: 2, slideshow: { hal: 0, hom: false } } },
        d: { slide: { order: 4, slideshow: { hal: 1, hom: 'on' } } },
      },
    }
    const expected = [
      { index: 0, hideAfterLoops: 0, hideOnMobile: true },
      { index: 2, hideAfterLoops: 2, hideOnMobile: false },
      { index: 3, hideAfterLoops: 1, hideOnMobile: true },
    ]
    expect(normaliseModule(raw).model.hidden).toEqual(expected)
    expect(normaliseModule(raw, { lazy: true }).model.hidden).toEqual(expected)
  })

  it('hidden reads the long names hideAfterLoops and hideOnMobile too, eager and lazy alike', () => {
    const raw = {
      slides: {
        a: { slide: { order: 1, slideshow: { hideAfterLoops: 2, hal: 5 } } },
        b: { slide: { order: 2, slideshow: { hideOnMobile: true } } },
      },
    }
    const expected = [
      { index: 0, hideAfterLoops: 2, hideOnMobile: false },
      { index: 1, hideAfterLoops: 0, hideOnMobile: true },
    ]
    expect(normaliseModule(raw).model.hidden).toEqual(expected)
    expect(normaliseModule(raw, { lazy: true }).model.hidden).toEqual(expected)
  })

  it('the pre-read takes each key as the full read does: a long name present but empty wins', () => {
    const raw = {
      slides: {
        a: { slide: { order: '2', slideshow: { hideOnMobile: null, hom: true, hal: '3' } } },
        b: { slide: { order: 'first', slideshow: { hideAfterLoops: '', hal: 4 } } },
        c: { global: 'on', slide: { global: false, order: 1 } },
      },
    }
    const eager = normaliseModule(raw).model
    const lazy = normaliseModule(raw, { lazy: true }).model
    expect(lazy.hidden).toEqual(eager.hidden)
    expect(lazy.hidden).toEqual([{ index: 1, hideAfterLoops: 3, hideOnMobile: false }])
    expect(json(lazy)).toBe(json(eager))
  })

  it('unpublished slides (state or dates) are left out without a full read', () => {
    const now = Date.UTC(2024, 0, 1)
    const raw = {
      slides: {
        1: { slide: { publish: { state: 'unpublished' } } },
        2: { slide: { publish: { from: '2030-01-01' } } },
        3: { slide: { publish: { to: 1577836800 } } },
        4: { slide: { publish: { from: 'someday' } } },
      },
    }
    const { model } = normaliseModule(raw, { now, lazy: true })
    expect(model.slides.map((s) => s.id)).toEqual(['4'])
    expect(json(model)).toBe(json(normaliseModule(raw, { now }).model))
  })

  it('a slide whose full read throws keeps its place, empty, and is reported', () => {
    let reads = 0
    const slide = {
      order: 1,
      get title(): string {
        reads++
        throw new Error('trap')
      },
    }
    const live = collect()
    const { model } = normaliseModule(
      { slides: { x: { slide } } },
      { lazy: true, report: live.report },
    )
    expect(reads).toBe(0)
    expect(model.slides[0]).toMatchObject({ id: 'x', index: 0, title: '' })
    expect(live.entries).toEqual([{ path: 'slides.x', message: 'failed (trap); skipped' }])
  })
})
