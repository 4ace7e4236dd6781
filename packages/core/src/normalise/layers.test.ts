// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RawValue, ReportEntry, SlideModel } from '../types/model'
import type { PartNormaliser } from '../types/plugin'
import { normaliseLayers } from './normalise-layers'

const slideWith = (rawLayers: RawValue) => ({ id: '8', rawLayers }) as unknown as SlideModel
const run = (rawLayers: RawValue, parts: PartNormaliser[] = []) => {
  const report: ReportEntry[] = []
  const layers = normaliseLayers(slideWith(rawLayers), parts, (path, message) =>
    report.push({ path, message }),
  )
  return { layers, report, byId: Object.fromEntries(layers.map((l) => [l.id, l])) }
}
const five = <T>(v: T) => [v, v, v, v, v]

describe('layers', () => {
  it('layers is an object keyed by layer id, or [] when the slide has none', () => {
    expect(run([]).layers).toEqual([])
    expect(run({}).layers).toEqual([])
    expect(run({ 4: { type: 'text' } }).layers[0]?.id).toBe('4')
    expect(run([{ id: 'a', type: 'text' }]).layers[0]?.id).toBe('a')
  })

  it('Layer: every field defaulted; zIndex (5), visible per device level, coverMode custom, position absolute', () => {
    const { layers, report } = run({ 1: { type: 'text' } })
    expect(report).toEqual([])
    expect(layers[0]).toEqual({
      id: '1',
      alias: '',
      type: 'text',
      subtype: '',
      tag: 'div',
      parentId: null,
      relativeTo: 'grid',
      order: 0,
      zIndex: 5,
      display: 'block',
      visible: five(true),
      size: {
        width: five('auto'),
        height: five('auto'),
        minWidth: five('none'),
        maxWidth: five('none'),
        minHeight: five('none'),
        maxHeight: five('none'),
        coverMode: 'custom',
      },
      position: {
        x: five(0),
        y: five(0),
        horizontal: five('left'),
        vertical: five('top'),
        mode: 'absolute',
        float: five('none'),
        clear: five('none'),
      },
      content: { text: '', src: '', poster: '' },
      attributes: { id: '', class: '', innerClass: '', wrapClass: '', wrapId: '' },
      accessibility: { hidden: false, label: '', role: '', haspopup: '', labelledby: '' },
      actions: [],
      raw: { type: 'text' },
    })
  })

  it('Accept both spellings: SPEC\'s type: "button" and the export\'s type: "text", subtype: "button"', () => {
    const { byId } = run({
      1: { type: 'button' },
      2: { type: 'text', subtype: 'button' },
      3: { type: 'container', subtype: 'row' },
      4: { type: 'shape', subtype: 'column' },
      5: { subtype: 'group' },
      6: { type: 'zone' },
      7: { type: 'linebreak' },
      8: { type: 'shape', subtype: 'slidebg' },
      9: { type: 'container' },
    })
    expect(Object.values(byId).map((l) => l.type)).toEqual([
      'button',
      'button',
      'row',
      'column',
      'group',
      'zone',
      'linebreak',
      'shape',
      'container',
    ])
    expect(byId[8]?.subtype).toBe('slidebg')
  })

  it('a layer type Strata does not draw (an add-on) and a missing type are reported and that layer dropped; the others are kept', () => {
    const { layers, report } = run({ 1: { type: 'hologram' }, 2: { type: 'text' }, 3: {} })
    expect(layers.map((l) => l.id)).toEqual(['2'])
    expect(report.map((e) => e.path)).toEqual(['slides.8.layers.1.type', 'slides.8.layers.3.type'])
    expect(report[0]?.message).toBe(
      'not supported yet: add-on layer "hologram"; such layers are left out',
    )
    expect(report[1]?.message).toBe('unknown type undefined; layer dropped')
  })

  it('Layer tag must be in an allowed list of element names, otherwise the generic layer tag is used', () => {
    const { byId, report } = run({
      1: { type: 'text', tag: 'h1' },
      2: { type: 'text', tag: 'SPAN' },
      3: { type: 'text', tag: 'script' },
      4: { type: 'text', tag: 'iframe' },
    })
    expect([1, 2, 3, 4].map((i) => byId[i]?.tag)).toEqual(['h1', 'span', 'div', 'div'])
    expect(report).toEqual([
      { path: 'slides.8.layers.3.tag', message: 'tag not allowed; using "div"' },
      { path: 'slides.8.layers.4.tag', message: 'tag not allowed; using "div"' },
    ])
  })

  it('Duplicate layer ids get a random suffix', () => {
    const { layers, report } = run([
      { id: 7, type: 'text' },
      { id: 7, type: 'text' },
      { id: '7', type: 'image' },
    ])
    const ids = layers.map((l) => l.id)
    expect(ids[0]).toBe('7')
    expect(ids[1]).toMatch(/^7_[a-z0-9]+$/)
    expect(new Set(ids).size).toBe(3)
    expect(report.map((e) => e.path)).toEqual(['slides.8.layers.1.id', 'slides.8.layers.2.id'])
  })

  it('pid (parent, -1 for none): -1 or none is null; an unknown parent is reported and becomes null', () => {
    const { byId, report } = run({
      1: { type: 'container', subtype: 'group' },
      2: { type: 'text', pid: 1 },
      3: { type: 'text', pid: -1 },
      4: { type: 'text', pid: '-1' },
      5: { type: 'text', pid: 'ghost' },
    })
    expect([2, 3, 4, 5].map((i) => byId[i]?.parentId)).toEqual(['1', null, null, null])
    expect(report).toEqual([
      { path: 'slides.8.layers.5.pid', message: 'unknown parent ghost; using none' },
    ])
  })

  it('a pid cycle is reported and broken so the rest renders', () => {
    const { byId, report } = run({
      1: { type: 'text', pid: 3 },
      2: { type: 'text', pid: 1 },
      3: { type: 'text', pid: 2 },
      4: { type: 'text', pid: 4 },
      5: { type: 'text', pid: 1 },
    })
    expect(Object.keys(byId)).toHaveLength(5)
    expect(report.map((e) => e.path)).toEqual(['slides.8.layers.2.pid', 'slides.8.layers.4.pid'])
    // Following parents from any layer now ends at a root.
    for (const start of Object.values(byId)) {
      let l = start
      for (let i = 0; l.parentId !== null; i++) {
        expect(i).toBeLessThan(5)
        l = byId[l.parentId] ?? l
      }
    }
  })

  it('at most 1000 layers per slide: the rest are dropped and reported', () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ id: i, type: 'text' }))
    const { layers, report } = run(many)
    expect(layers).toHaveLength(1000)
    expect(report).toEqual([
      { path: 'slides.8.layers', message: 'more than 1000 layers; 200 dropped' },
    ])
  })

  it('tl timelines per scene: tl must be an object of scenes, else it is ignored (removed from raw)', () => {
    const { byId, report } = run({
      1: { type: 'text', tl: 'fade' },
      2: { type: 'text', tl: [1] },
      3: { type: 'text', tl: { in: { content: {} }, out: 3 } },
    })
    expect(byId[1]?.raw).not.toHaveProperty('tl')
    expect(byId[2]?.raw).not.toHaveProperty('tl')
    expect(byId[3]?.raw.tl).toEqual({ in: { content: {} } })
    expect(report).toEqual([
      { path: 'slides.8.layers.1.tl', message: 'must be an object of scenes; ignored' },
      { path: 'slides.8.layers.2.tl', message: 'must be an object of scenes; ignored' },
      { path: 'slides.8.layers.3.tl.out', message: 'scene must be an object; ignored' },
    ])
  })

  it('size, pos and vis are read per level ("#a" inherits; exports write center for middle)', () => {
    const { byId, report } = run({
      1: {
        type: 'text',
        size: { w: ['60%', '#a', '#a', '50px', '#a'], cMode: 'cover' },
        pos: {
          x: '10',
          y: ['auto', '#a', '(100%)', '#a', '{-50,50}'],
          h: 'middle',
          v: 'center',
          pos: 'relative',
        },
        vis: [true, '#a', 'false', '#a', 1],
        display: ['flex', 'flex', 'flex', 'flex', 'flex'],
        zIndex: '9',
        acc: { labeledby: 'title' },
      },
    })
    expect(report).toEqual([])
    expect(byId[1]).toMatchObject({
      size: { width: ['60%', '60%', '60%', 50, 50], coverMode: 'cover' },
      position: {
        x: five(10),
        y: ['auto', 'auto', '(100%)', '(100%)', '{-50,50}'],
        horizontal: five('center'),
        vertical: five('middle'),
        mode: 'relative',
      },
      visible: [true, true, false, false, true],
      display: 'flex',
      zIndex: 9,
      accessibility: { labelledby: 'title' },
    })
  })

  it('the long names are read too, and win over the export keys', () => {
    const { byId, report } = run({
      1: { id: 1, type: 'text' },
      2: {
        type: 'text',
        parentId: 1,
        pid: 9,
        relativeTo: 'grid',
        visible: false,
        size: { width: 100, minWidth: 10, coverMode: 'cover' },
        position: { horizontal: 'right', vertical: 'bottom', mode: 'relative', pos: 'absolute' },
        attributes: { innerClass: 'in' },
        accessibility: { label: 'Buy' },
      },
    })
    expect(report).toEqual([])
    expect(byId[2]).toMatchObject({
      parentId: '1',
      relativeTo: 'grid',
      visible: five(false),
      size: { width: five(100), minWidth: five(10), coverMode: 'cover' },
      position: { horizontal: five('right'), vertical: five('bottom'), mode: 'relative' },
      attributes: { innerClass: 'in' },
      accessibility: { label: 'Buy' },
    })
  })

  it('relativeTo defaults to the layer grid: exports write rTo only for "slide"', () => {
    const { byId, report } = run({ 1: { type: 'text' }, 2: { type: 'text', rTo: 'slide' } })
    expect(report).toEqual([])
    expect([byId[1]?.relativeTo, byId[2]?.relativeTo]).toEqual(['grid', 'slide'])
  })

  it('pos.h / pos.v take the centre as "center", "middle", "mid" or "c" (any case), beside the edges, without a report', () => {
    const { byId, report } = run({
      1: { type: 'text', pos: { h: ['mid', 'c', 'Center', 'middle', 'right'], v: 'mid' } },
      2: { type: 'text', pos: { h: 'left', v: ['c', 'center', 'middle', 'top', 'bottom'] } },
    })
    expect(report).toEqual([])
    expect(byId[1]?.position).toMatchObject({
      horizontal: ['center', 'center', 'center', 'center', 'right'],
      vertical: five('middle'),
    })
    expect(byId[2]?.position).toMatchObject({
      horizontal: five('left'),
      vertical: ['middle', 'middle', 'middle', 'top', 'bottom'],
    })
  })

  it('an unknown alignment word is reported and the default edge used', () => {
    const { byId, report } = run({ 1: { type: 'text', pos: { h: 'centre-ish', v: 'up' } } })
    expect(byId[1]?.position).toMatchObject({ horizontal: five('left'), vertical: five('top') })
    expect(report.map((e) => e.path)).toEqual([
      'slides.8.layers.1.pos.h',
      'slides.8.layers.1.pos.v',
    ])
  })

  it('size fractions "#1/3#" (a share of the parent\'s size) are kept as written, without a report', () => {
    const { byId, report } = run({
      1: {
        type: 'shape',
        size: { w: '#2/3#', h: ['#1/3#', '#a', '# 1 / 2 #', '#a', 40], maxH: '#1/1#' },
      },
    })
    expect(report).toEqual([])
    expect(byId[1]?.size).toMatchObject({
      width: five('#2/3#'),
      height: ['#1/3#', '#1/3#', '#1/2#', '#1/2#', 40],
      maxHeight: five('#1/1#'),
    })
  })

  it('size.cMode takes the spellings exports write (custom, cover, fullinset, fullheight, fullwidth) without a report', () => {
    const modes = ['custom', 'cover', 'fullinset', 'fullheight', 'fullwidth']
    const { layers, report } = run(
      modes.map((m, i) => ({ id: i, type: 'shape', size: { cMode: m } })),
    )
    expect(report).toEqual([])
    expect(layers.map((l) => l.size.coverMode)).toEqual([...modes.slice(0, 4), 'custom'])
  })

  it('cMode "fullwidth" spans what the layer is relative to: 100% wide at x 0 from the left', () => {
    const { byId } = run({
      1: {
        type: 'shape',
        size: { w: '300px', h: '80px', cMode: 'fullwidth' },
        pos: { x: 40, y: 10, h: 'right', v: 'bottom' },
      },
    })
    expect(byId[1]).toMatchObject({
      size: { width: five('100%'), height: five(80), coverMode: 'custom' },
      position: { x: five(0), horizontal: five('left'), y: five(10), vertical: five('bottom') },
    })
  })

  it("plugins' layer parts run last, in a guard: a throwing part is reported and the others still run", () => {
    const seen: string[] = []
    const parts: PartNormaliser[] = [
      {
        layer: () => {
          throw new Error('bad part')
        },
      },
      {
        layer: (raw, layer, _report, path) =>
          seen.push(`${layer.id}:${layer.parentId}:${raw.type}:${path}`),
      },
    ]
    const { layers, report } = run({ 1: { type: 'text', pid: 'ghost' } }, parts)
    expect(layers).toHaveLength(1)
    expect(seen).toEqual(['1:null:text:slides.8.layers.1'])
    expect(report.map((e) => e.message)).toContain('failed (bad part); skipped')
  })
})
