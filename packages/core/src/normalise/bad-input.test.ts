// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { rows, withLayers } from './fixtures/bad-input'
import { layerBase } from './normalise-layers'
import { normaliseModule } from './normalise-module'

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
    expect(model.slides[0]?.slideshow.length).toBe(3000)
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
    expect(bad?.map((l) => [l.id, l.tag, l.parentId])).toEqual([
      ['2', 'div', null],
      ['4', 'div', null],
    ])
  })
})
