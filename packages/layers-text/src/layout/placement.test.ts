// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { wrapperCss } from '../position-css'
import { testLayers } from '../test-layers'
import { placementOf } from './placement'

const desktop = { level: 1, scale: 1 } as const
const none = () => {}
/** The zone / row / column / text tree of golden-zone-row, in the export's shape. */
const tree = () => {
  const { layers, report } = testLayers({
    zone: {
      id: 'zone',
      type: 'container',
      subtype: 'zone',
      rTo: 'slide',
      size: { w: 'auto', h: 'auto' },
      pos: { x: 30, y: 0, v: 'middle', pos: 'absolute' },
    },
    row: { id: 'row', type: 'container', subtype: 'row', pid: 'zone', pos: { pos: 'relative' } },
    col: { id: 'col', type: 'container', subtype: 'column', pid: 'row', size: { col: '1/3' } },
    text: {
      id: 'text',
      type: 'text',
      pid: 'col',
      display: 'inline-block',
      pos: { pos: 'relative' },
    },
    br: { id: 'br', type: 'linebreak', pid: 'col', size: { w: '100%', h: '10px' } },
    third: { id: 'third', type: 'shape', pid: 'col', size: { w: '100%', h: '#1/3#' } },
    root: { id: 'root', type: 'shape', size: { w: '200px', h: '#1/3#' } },
  })
  const by = Object.fromEntries(layers.map((l) => [l.id, l]))
  const get = (id: string) => {
    const l = by[id]
    if (!l) throw new Error(`no layer ${id}`)
    return l
  }
  return { get, report }
}

describe('placementOf', () => {
  it('names a zone, a row in a zone, a column, a column child and anything else', () => {
    const { get, report } = tree()
    expect(report).toEqual([])
    const zone = get('zone')
    expect(placementOf(zone, undefined)).toBe('zone')
    expect(placementOf(get('row'), zone)).toBe('band')
    expect(placementOf(get('col'), get('row'))).toBe('column')
    expect(placementOf(get('text'), get('col'))).toBe('flow')
    expect(placementOf(get('root'), undefined)).toBe('absolute')
    expect(placementOf(get('row'), undefined)).toBe('absolute')
  })
})

describe('zones, rows and columns', () => {
  it('a zone spans the module whatever its size.w, at pos.v (middle: centred), x ignored', () => {
    const css = wrapperCss(tree().get('zone'), 'zone', desktop, none)
    expect(css).toMatchObject({
      position: 'absolute',
      left: '0px',
      width: '100%',
      height: 'auto',
      top: '50%',
      translate: '0px calc(-50% + 0px)',
    })
    expect(css).not.toHaveProperty('right')
  })
  it('a zone without pos.v sits at the top, one with bottom at the bottom (plus y)', () => {
    const [top, bottom] = testLayers({
      t: { id: 't', type: 'zone' },
      b: { id: 'b', type: 'zone', pos: { v: 'bottom', y: 8 } },
    }).layers
    if (!top || !bottom) throw new Error('dropped')
    expect(wrapperCss(top, 'zone', desktop, none)).toMatchObject({ top: '0px', width: '100%' })
    expect(wrapperCss(bottom, 'zone', desktop, none)).toMatchObject({ bottom: '8px' })
  })
  it('a row in a zone spans the zone, in its flow', () => {
    const { get } = tree()
    const css = wrapperCss(get('row'), 'band', desktop, none, get('zone'))
    expect(css).toMatchObject({ position: 'relative', display: 'block', width: '100%' })
  })
  it('a row of auto width outside a zone spans what holds it; a sized one keeps its width', () => {
    const { layers } = testLayers({
      a: { id: 'a', subtype: 'row' },
      b: { id: 'b', subtype: 'row', size: { w: 700 } },
    })
    const [a, b] = layers
    if (!a || !b) throw new Error('dropped')
    expect(wrapperCss(a, 'absolute', desktop, none).width).toBe('100%')
    expect(wrapperCss(b, 'absolute', desktop, none).width).toBe('700px')
  })
  it('an inline-block layer in a column sits inline at the top of its line', () => {
    const { get } = tree()
    expect(wrapperCss(get('text'), 'flow', desktop, none, get('col'))).toMatchObject({
      position: 'relative',
      display: 'inline-block',
      'vertical-align': 'top',
    })
  })
  it('a linebreak is a full-width line of its size.h (scaled), clearing both sides; 0 without one', () => {
    const { get } = tree()
    expect(wrapperCss(get('br'), 'flow', { level: 1, scale: 0.5 }, none, get('col'))).toMatchObject(
      {
        display: 'block',
        width: '100%',
        height: '5px',
        clear: 'both',
      },
    )
    const bare = testLayers({ b: { id: 'b', type: 'linebreak' } }).layers[0]
    if (!bare) throw new Error('dropped')
    expect(wrapperCss(bare, 'flow', desktop, none).height).toBe('0px')
  })
})

describe('fraction sizes "#1/3#"', () => {
  it("in a column whose height is its content's, a fraction height is 0 (the reference hides it)", () => {
    const { get } = tree()
    const warns: string[] = []
    const css = wrapperCss(get('third'), 'flow', desktop, (p) => warns.push(p), get('col'))
    expect(css).toMatchObject({ width: '100%', height: '0px' })
    expect(warns).toEqual([])
  })
  it('on an absolute layer, a fraction is that share of what holds it (the grid)', () => {
    expect(wrapperCss(tree().get('root'), 'absolute', desktop, none)).toMatchObject({
      width: '200px',
      height: '33.3333%',
    })
  })
})
