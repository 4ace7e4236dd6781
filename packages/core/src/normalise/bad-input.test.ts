import { describe, expect, it } from 'vitest'
import { layerBase } from './normalise-layers'
import { normaliseModule } from './normalise-module'

/** A valid slide that must survive next to the bad one. */
const ok = () => ({ id: 'ok', slide: { title: 'Fine', order: 0 }, layers: { 1: { type: 'text' } } })
/** A module with the good slide and `bad` as slide `bad`. */
const withSlide = (bad: unknown) => ({ slides: { ok: ok(), bad } })
/** A module whose slide `bad` has these layers. */
const withLayers = (layers: unknown) => withSlide({ id: 'bad', slide: {}, layers })
const nested = (depth: number) => {
  let v: unknown = 'junk'
  for (let i = 0; i < depth; i++) v = [v, { v }]
  return v
}
const huge = 'x'.repeat(5 * 1024 * 1024)

interface Row {
  name: string
  make: () => unknown
  /** A report entry's path must start with this. */
  path: string
  /** The good slide must still be there. */
  keepsOk?: boolean
}

const rows: Row[] = [
  { name: 'root null', make: () => null, path: '' },
  { name: 'root 42', make: () => 42, path: '' },
  { name: 'root "str"', make: () => 'str', path: '' },
  { name: 'root []', make: () => [], path: '' },
  {
    name: 'settings: 5',
    make: () => ({ settings: 5, ...withSlide(ok()) }),
    path: 'settings',
    keepsOk: true,
  },
  { name: 'slides: "x"', make: () => ({ slides: 'x' }), path: 'slides' },
  {
    name: 'size.width: {}',
    make: () => ({ settings: { size: { width: {} } }, ...withSlide(ok()) }),
    path: 'settings.size.width',
    keepsOk: true,
  },
  {
    name: 'size.width of 3 slots',
    make: () => ({ settings: { size: { width: [1, 2, 3] } } }),
    path: 'settings.size.width',
  },
  {
    name: 'nulls everywhere',
    make: () => ({
      id: null,
      settings: { size: null, slideshow: { length: null } },
      addOns: null,
      slides: { ok: ok(), bad: null },
    }),
    path: 'slides.bad',
    keepsOk: true,
  },
  {
    name: 'nonsense string for a number',
    make: () => ({ settings: { slideshow: { length: 'soon' } }, ...withSlide(ok()) }),
    path: 'settings.slideshow.length',
    keepsOk: true,
  },
  {
    name: 'nonsense string for a boolean',
    make: () => ({ settings: { slideshow: { auto: 'maybe' } } }),
    path: 'settings.slideshow.auto',
  },
  { name: 'missing slides', make: () => ({ settings: {} }), path: 'slides' },
  {
    name: 'a slide-less module',
    make: () => ({ id: 1, settings: { title: 'Empty' }, addOns: {} }),
    path: 'slides',
  },
  { name: 'an empty slides object', make: () => ({ slides: {} }), path: 'slides' },
  { name: 'a slide that is a number', make: () => withSlide(7), path: 'slides.bad', keepsOk: true },
  {
    name: 'a slide whose slide record is a string',
    make: () => withSlide({ slide: 'x' }),
    path: 'slides.bad.slide',
    keepsOk: true,
  },
  { name: 'layers: "x"', make: () => withLayers('x'), path: 'slides.bad.layers', keepsOk: true },
  {
    name: 'a layer that is not an object',
    make: () => withLayers({ 1: 'text' }),
    path: 'slides.bad.layers.1',
    keepsOk: true,
  },
  {
    name: 'broken tl: a string',
    make: () => withLayers({ 1: { type: 'text', tl: 'fade' } }),
    path: 'slides.bad.layers.1.tl',
    keepsOk: true,
  },
  {
    name: 'broken tl: an array',
    make: () => withLayers({ 1: { type: 'text', tl: [] } }),
    path: 'slides.bad.layers.1.tl',
    keepsOk: true,
  },
  {
    name: 'broken tl: scene = 3',
    make: () => withLayers({ 1: { type: 'text', tl: { in: 3 } } }),
    path: 'slides.bad.layers.1.tl.in',
    keepsOk: true,
  },
  {
    name: 'a pid cycle',
    make: () => withLayers({ 1: { type: 'text', pid: 2 }, 2: { type: 'text', pid: 1 } }),
    path: 'slides.bad.layers.',
    keepsOk: true,
  },
  {
    name: 'an unknown parent',
    make: () => withLayers({ 1: { type: 'text', pid: 99 } }),
    path: 'slides.bad.layers.1.pid',
    keepsOk: true,
  },
  {
    name: '10,000 layers',
    make: () => withLayers(Array.from({ length: 10_000 }, (_, i) => ({ id: i, type: 'text' }))),
    path: 'slides.bad.layers',
    keepsOk: true,
  },
  {
    name: 'a 5 MB string in a title',
    make: () => withSlide({ slide: { title: huge } }),
    path: 'slides.bad.slide.title',
    keepsOk: true,
  },
  {
    name: 'a 5 MB string in a layer text',
    make: () => withLayers({ 1: { type: 'text', content: { text: huge } } }),
    path: 'slides.bad.layers.1.content.text',
    keepsOk: true,
  },
  {
    name: '__proto__ via JSON.parse at the root',
    make: () => JSON.parse(`{"__proto__":{"polluted":1},"slides":${JSON.stringify({ ok: ok() })}}`),
    path: '__proto__',
    keepsOk: true,
  },
  {
    name: '__proto__ in settings',
    make: () => JSON.parse('{"settings":{"__proto__":{"polluted":1}}}'),
    path: 'settings.__proto__',
  },
  {
    name: '__proto__ as a slide key',
    make: () => JSON.parse(`{"slides":{"__proto__":{"slide":{}},"ok":${JSON.stringify(ok())}}}`),
    path: 'slides.__proto__',
    keepsOk: true,
  },
  {
    name: 'constructor.prototype in a slide',
    make: () => withSlide(JSON.parse('{"slide":{"constructor":{"prototype":{"polluted":1}}}}')),
    path: 'slides.bad.slide.constructor',
    keepsOk: true,
  },
  {
    name: 'constructor.prototype in a layer',
    make: () =>
      withLayers(JSON.parse('{"1":{"type":"text","constructor":{"prototype":{"polluted":1}}}}')),
    path: 'slides.bad.layers.1.constructor',
    keepsOk: true,
  },
  {
    name: 'an unknown layer type',
    make: () => withLayers({ 1: { type: 'hologram' } }),
    path: 'slides.bad.layers.1.type',
    keepsOk: true,
  },
  {
    name: 'a bad tag',
    make: () => withLayers({ 1: { type: 'text', tag: 'script' } }),
    path: 'slides.bad.layers.1.tag',
    keepsOk: true,
  },
  {
    name: 'duplicate layer ids',
    make: () =>
      withLayers([
        { id: 'a', type: 'text' },
        { id: 'a', type: 'text' },
      ]),
    path: 'slides.bad.layers.1.id',
    keepsOk: true,
  },
  {
    name: 'params > 10',
    make: () => withSlide({ slide: { params: Array.from({ length: 12 }, () => ({ v: 'p' })) } }),
    path: 'slides.bad.slide.params',
    keepsOk: true,
  },
  {
    name: 'params not a list',
    make: () => withSlide({ slide: { params: 5 } }),
    path: 'slides.bad.slide.params',
    keepsOk: true,
  },
  {
    name: 'a nonsense publish date',
    make: () => withSlide({ slide: { publish: { from: 'someday' } } }),
    path: 'slides.bad.slide.publish.from',
    keepsOk: true,
  },
  {
    name: 'deeply nested junk',
    make: () => withSlide({ slide: { junk: nested(5000) } }),
    path: 'slides.bad.slide.junk',
    keepsOk: true,
  },
  {
    name: 'a circular object',
    make: () => {
      const slide: Record<string, unknown> = { title: 'loop' }
      slide.self = slide
      return withSlide({ slide })
    },
    path: 'slides.bad.slide.self',
    keepsOk: true,
  },
  {
    name: 'a REST response without success',
    make: () => ({ success: false, message: 'gone' }),
    path: 'success',
  },
  {
    name: 'responsive vis of wrong length',
    make: () => withLayers({ 1: { type: 'text', vis: [true] } }),
    path: 'slides.bad.layers.1.vis',
    keepsOk: true,
  },
]

describe('bad input', () => {
  it('the table holds at least 25 malformed modules', () => {
    expect(rows.length).toBeGreaterThanOrEqual(25)
  })

  it.each(rows)(
    '$name: no throw, a report at $path, Object.prototype untouched',
    ({ make, path, keepsOk }) => {
      const protoKeys = Object.getOwnPropertyNames(Object.prototype)
      const raw = make()
      let result: ReturnType<typeof normaliseModule> | undefined
      expect(() => {
        result = normaliseModule(raw, { eagerLayers: true, parts: [layerBase] })
      }).not.toThrow()
      const { model, report } = result as ReturnType<typeof normaliseModule>
      expect(report.some((e) => e.path.startsWith(path) && e.message.length > 0)).toBe(true)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(protoKeys)
      expect(model.settings.size.width).toHaveLength(5)
      if (keepsOk) expect(model.slides.map((s) => s.id)).toContain('ok')
    },
  )

  it('numbers and booleans as strings are fine: no report', () => {
    const { model, report } = normaliseModule({
      settings: {
        size: { width: ['1400', '#a', '1000', '700', '400'] },
        slideshow: { length: '7000', auto: 'false' },
      },
      slides: { 1: { slide: { order: '1', slideshow: { len: '3000' } } } },
    })
    expect(report).toEqual([])
    expect(model.settings.slideshow).toMatchObject({ length: 7000, auto: false })
    expect(model.slides[0]?.slideshow.len).toBe(3000)
  })

  it('the valid layers of a slide survive next to bad ones', () => {
    const { layers } = normaliseModule(
      withLayers({
        1: { type: 'hologram' },
        2: { type: 'text', tag: 'script', tl: 'x' },
        3: 'nope',
        4: { type: 'image', pid: 4 },
      }),
      { eagerLayers: true, parts: [layerBase] },
    )
    const bad = layers?.[1]
    expect(bad?.map((l) => [l.id, l.tag, l.pid])).toEqual([
      ['2', 'div', null],
      ['4', 'div', null],
    ])
  })
})
