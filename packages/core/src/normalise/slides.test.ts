// @vitest-environment node
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
      attributes: { id: '', class: '', data: '' },
      accessibility: { label: '', role: '', live: '', hidden: false },
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
    expect(slide?.params[0]).toEqual({ value: 'Bold', limit: 4 })
    expect(slide?.params[1]).toEqual({ value: 'y'.repeat(500), limit: 500 })
    expect(report).toEqual([
      { path: 'slides.5.slide.params', message: 'at most 10 params; 2 dropped' },
    ])
  })

  it("slideshow {stop, len, hal, hom, hfn}: len 'default' (or none) is the module's length", () => {
    expect(
      run({ slide: { slideshow: { len: 'default' } } }, { length: 7000 }).slide?.slideshow,
    ).toEqual({
      stop: false,
      length: 7000,
      hideAfterLoops: 0,
      hideOnMobile: false,
      hideFromNav: false,
    })
    expect(run({ slide: {} }, { length: 7000 }).slide?.slideshow.length).toBe(7000)
    expect(
      run({ slide: { slideshow: { len: '4000', hfn: 'true', hal: '2', hom: 1 } } }).slide
        ?.slideshow,
    ).toMatchObject({ length: 4000, hideFromNav: true, hideAfterLoops: 2, hideOnMobile: true })
  })

  it('the long names are read too, and win over the export keys', () => {
    const slideshow = { length: 3000, len: 1, hideAfterLoops: 3, hideOnMobile: true }
    const { slide } = run({
      slide: {
        slideshow: { ...slideshow, hideFromNav: true },
        loop: { use: true, repeat: 2, start: 100, end: 900 },
        params: [{ value: 'Sale', limit: 10 }],
        attributes: { class: 'hero', deepLink: 'intro' },
        accessibility: { label: 'First' },
      },
    })
    expect(slide?.slideshow).toMatchObject({ length: 3000, hideAfterLoops: 3, hideFromNav: true })
    expect(slide?.loop).toEqual({ use: true, repeat: 2, start: 100, end: 900 })
    expect(slide?.params).toEqual([{ value: 'Sale', limit: 10 }])
    expect(slide?.attributes.class).toBe('hero')
    expect(slide?.deepLink).toBe('intro')
    expect(slide?.accessibility.label).toBe('First')
  })

  it('loop {u, r -1, s 0, e 99999} reads as {use, repeat, start, end}', () => {
    expect(run({ slide: {} }).slide?.loop).toEqual({
      use: false,
      repeat: -1,
      start: 0,
      end: 99999,
    })
    expect(run({ slide: { loop: { u: 'true', r: 3, s: 50, e: 500 } } }).slide?.loop).toEqual({
      use: true,
      repeat: 3,
      start: 50,
      end: 500,
    })
  })

  it('deepLink from slide.attr.deepLink or slide.deepLink', () => {
    expect(run({ slide: { attr: { deepLink: 'intro' } } }).slide?.deepLink).toBe('intro')
    expect(run({ slide: { deepLink: 'outro' } }).slide?.deepLink).toBe('outro')
  })

  it('acc (label, role, live, hidden) is accessibility; attr is attributes; actions are kept', () => {
    const { slide } = run({
      slide: {
        acc: { label: 'Intro', hidden: 'true' },
        attr: { class: 'hero', data: 'x' },
        actions: [{ a: 'pause', evt: 'mouseenter', src: [9, 7, 1] }],
      },
    })
    expect(slide?.accessibility).toEqual({ label: 'Intro', role: '', live: '', hidden: true })
    expect(slide?.attributes).toEqual({ id: '', class: 'hero', data: 'x' })
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
