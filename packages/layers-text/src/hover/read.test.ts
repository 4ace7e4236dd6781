// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { testLayers } from '../test-layers'
import { readHover } from './read'
import { hoverVars } from './vars'

/** A 6.x migrated hover as exports write it: every frame key "inherit" but the ones it sets. */
const hov6: RawRecord = {
  u: true,
  color: { type: 'solid', orig: '#264653', string: 'rgba(38, 70, 83, 1)' },
  bg: { color: { type: 'solid', orig: '#e9c46a' } },
  border: { s: 'inherit', c: { type: 'solid', orig: '#f4a261' }, w: ['inherit', '2px', 2, '#a'] },
  frame: {
    o: 'inherit',
    x: 'inherit',
    y: -6,
    z: 'inherit',
    sX: 1.05,
    sY: 1.05,
    rX: 'inherit',
    rY: 'inherit',
    rZ: 'inherit',
    skX: 'inherit',
    skY: 'inherit',
    d: 300,
    e: 'power2.out',
  },
  filter: { blur: 'inherit', brightness: 110 },
}

const read = (raw: RawRecord) => {
  const report: string[] = []
  const hover = readHover(raw, (path) => void report.push(path), 'hov')
  return { hover, report }
}

describe('the 6.x / 7.x hover form (issue #15 item 16)', () => {
  it('reads "inherit" frame values, colour objects and per-side border widths with no report', () => {
    const { hover, report } = read(hov6)
    expect(report).toEqual([])
    expect(hover).toMatchObject({
      use: true,
      color: 'rgba(38, 70, 83, 1)',
      bg: '#e9c46a',
      border: { color: '#f4a261', width: [0, 2, 2, 0] },
      frame: { y: -6, scaleX: 1.05, scaleY: 1.05, opacity: 1, x: 0, duration: 300 },
      filter: { blur: 0, brightness: 110 },
    })
  })

  it("the layer normaliser reads it so: a 6.x layer's hov leaves the report empty", () => {
    const { layers, report } = testLayers({ a: { id: 'a', type: 'text', hov: hov6 } })
    expect(report).toEqual([])
    expect(layers[0]?.hover).toMatchObject({ use: true, frame: { y: -6 } })
  })

  it('border widths as { t, r, b, l } sides, each per level', () => {
    const { hover, report } = read({
      u: true,
      border: { s: 'solid', c: '#000', w: { t: ['1px', '#a'], r: 1, b: 'inherit', l: '3px' } },
    })
    expect(report).toEqual([])
    expect(hover.border?.width).toEqual([1, 1, 0, 3])
  })

  it('a border whose style and colour are both "inherit" keeps the layer\'s own', () => {
    expect(
      read({ u: true, border: { s: 'inherit', c: 'inherit', w: 'inherit' } }).hover.border,
    ).toBe(null)
  })

  it('what is "inherit" stays out of the hover tween: the layer keeps its own', () => {
    const { hover } = read(hov6)
    const vars = hoverVars(hover, undefined, 1, hov6)
    expect(vars).toMatchObject({ y: -6, scaleX: 1.05, scaleY: 1.05, borderColor: '#f4a261' })
    for (const key of ['x', 'z', 'opacity', 'rotation', 'rotationX', 'skewX', 'borderStyle'])
      expect(vars).not.toHaveProperty(key)
  })

  it('a wrong value is still reported', () => {
    expect(read({ u: true, frame: { o: 'lots' } }).report).toEqual(['hov.frame.o'])
  })
})
