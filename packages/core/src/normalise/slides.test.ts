import { describe, expect, it } from 'vitest'
import type { RawRecord, ReportEntry } from '../types/model'
import type { PartNormaliser } from '../types/plugin'
import { normaliseSlide, type SlideContext } from './slides'

const NOW = Date.UTC(2024, 5, 1)
const run = (entry: RawRecord, ctx: Partial<SlideContext> = {}, key = '5') => {
  const report: ReportEntry[] = []
  const slide = normaliseSlide(
    entry,
    key,
    0,
    { length: 9000, now: NOW, parts: [], ...ctx },
    (path, message) => report.push({ path, message }),
  )
  return { slide, report }
}

describe('slides', () => {
  it('Slide: id, title, order, language, parentId, thumb, description (all defaulted)', () => {
    const { slide, report } = run({ id: 5, slide: {}, layers: [] })
    expect(slide).toMatchObject({
      id: '5',
      title: '',
      order: 0,
      language: '',
      parentId: '',
      thumb: '',
      description: '',
      deepLink: '',
      global: false,
      pos: 'front',
      actions: [],
      params: [],
      attr: { id: '', class: '', data: '' },
      acc: { label: '', role: '', live: '', hidden: false },
    })
    expect(report).toEqual([])
  })

  it("An id may carry a 'SR7_' prefix and a trailing numeric suffix, which is cut off before use", () => {
    expect(run({ id: 'SR7_44_2', slide: {} }).slide?.id).toBe('44')
    expect(run({ slide: { id: 'SR7_45_1' } }).slide?.id).toBe('45')
    expect(run({ slide: {} }, {}, 'SR7_46_1').slide?.id).toBe('46')
  })

  it('Slide params text is stripped of markup and truncated to its limit (default 500). Maximum 10 params.', () => {
    const long = `<p>${'y'.repeat(600)}</p>`
    const params = [
      { v: '<b>Bold</b> deal', l: 4 },
      { v: long },
      ...Array.from({ length: 10 }, () => ({ v: 'p' })),
    ]
    const { slide, report } = run({ slide: { params } })
    expect(slide?.params).toHaveLength(10)
    expect(slide?.params[0]).toEqual({ v: 'Bold', l: 4 })
    expect(slide?.params[1]).toEqual({ v: 'y'.repeat(500), l: 500 })
    expect(report).toEqual([
      { path: 'slides.5.slide.params', message: 'at most 10 params; 2 dropped' },
    ])
  })

  it("slideshow {stop, len, hal, hom, hfn}: len 'default' (or none) is the module's length", () => {
    expect(
      run({ slide: { slideshow: { len: 'default' } } }, { length: 7000 }).slide?.slideshow,
    ).toEqual({
      stop: false,
      len: 7000,
      hal: 0,
      hom: false,
      hfn: false,
    })
    expect(run({ slide: {} }, { length: 7000 }).slide?.slideshow.len).toBe(7000)
    expect(
      run({ slide: { slideshow: { len: '4000', hfn: 'true', hal: '2' } } }).slide?.slideshow,
    ).toMatchObject({
      len: 4000,
      hfn: true,
      hal: 2,
    })
  })

  it('loop {u, r -1, s 0, e 99999}', () => {
    expect(run({ slide: {} }).slide?.loop).toEqual({ u: false, r: -1, s: 0, e: 99999 })
  })

  it('deepLink from slide.attr.deepLink or slide.deepLink', () => {
    expect(run({ slide: { attr: { deepLink: 'intro' } } }).slide?.deepLink).toBe('intro')
    expect(run({ slide: { deepLink: 'outro' } }).slide?.deepLink).toBe('outro')
  })

  it('acc: label, role, live, hidden; attr and actions are kept', () => {
    const { slide } = run({
      slide: {
        acc: { label: 'Intro', hidden: 'true' },
        attr: { class: 'hero', data: 'x' },
        actions: [{ a: 'pause', evt: 'mouseenter', src: [9, 7, 1] }],
      },
    })
    expect(slide?.acc).toEqual({ label: 'Intro', role: '', live: '', hidden: true })
    expect(slide?.attr).toEqual({ id: '', class: 'hero', data: 'x' })
    expect(slide?.actions).toEqual([{ a: 'pause', evt: 'mouseenter', src: [9, 7, 1] }])
  })

  it('Exports hold the thumb as { src, admin }: the image url is kept', () => {
    expect(run({ slide: { thumb: { src: '', admin: 't.jpg' } } }).slide?.thumb).toBe('t.jpg')
    expect(run({ slide: { thumb: 'u.jpg' } }).slide?.thumb).toBe('u.jpg')
  })

  it('Slide publish state defaults to published; unpublished slides are left out without a report', () => {
    expect(run({ slide: {} }).slide?.publish).toEqual({ from: null, to: null, state: 'published' })
    const off = run({ slide: { publish: { state: 'unpublished' } } })
    expect(off.slide).toBeUndefined()
    expect(off.report).toEqual([])
  })

  it('publish {from, to}: a slide shows only between its dates', () => {
    const day = 86_400_000
    const iso = (t: number) => new Date(t).toISOString()
    expect(run({ slide: { publish: { from: iso(NOW + day) } } }).slide).toBeUndefined()
    expect(run({ slide: { publish: { to: iso(NOW - day) } } }).slide).toBeUndefined()
    const on = run({ slide: { publish: { from: iso(NOW - day), to: (NOW + day) / 1000 } } })
    expect(on.slide?.publish).toMatchObject({ from: NOW - day, to: NOW + day })
    const bad = run({ slide: { publish: { from: 'someday' } } })
    expect(bad.report[0]?.path).toBe('slides.5.slide.publish.from')
  })

  it('A global (static) slide has global: true and pos front|back', () => {
    expect(run({ slide: { global: true, pos: 'back' } }).slide).toMatchObject({
      global: true,
      pos: 'back',
    })
    // The flag may also sit on the entry, next to `slide`.
    expect(run({ global: 'true', slide: {} }).slide?.global).toBe(true)
  })

  it('a flat slide record (without the slide wrapper) is read too; its layers stay raw', () => {
    const layers = { 1: { type: 'text' } }
    const { slide } = run({ id: 'SR7_9_1', title: 'Flat', order: '3', layers })
    expect(slide).toMatchObject({ id: '9', title: 'Flat', order: 3 })
    expect(slide?.rawLayers).toBe(layers)
    expect(slide?.raw).not.toHaveProperty('layers')
  })

  it("the slide's raw record is read in place: the input is never changed", () => {
    const slide = Object.freeze({ title: 'A', extra: Object.freeze({ k: 1 }) })
    const { slide: s, report } = run(Object.freeze({ slide }))
    expect(s?.raw).toBe(slide)
    expect(s?.raw).toEqual({ title: 'A', extra: { k: 1 } })
    expect(report).toEqual([])
  })

  it("plugins' slide parts run in a guard: a throwing part is reported and the others still run", () => {
    const seen: string[] = []
    const parts: PartNormaliser[] = [
      {
        slide: () => {
          throw new Error('nope')
        },
      },
      { slide: (raw, slide, _report, path) => seen.push(`${slide.id}:${raw.title}:${path}`) },
    ]
    const { slide, report } = run({ id: 3, slide: { title: 'T' } }, { parts })
    expect(slide?.id).toBe('3')
    expect(seen).toEqual(['3:T:slides.5.slide'])
    expect(report).toEqual([{ path: 'slides.5.slide', message: 'failed (nope); skipped' }])
  })
})
