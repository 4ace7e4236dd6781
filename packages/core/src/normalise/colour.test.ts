// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RawValue, ReportEntry } from '../types/model'
import { colour, parseColour } from './colour'

const read = (raw: RawValue, fallback = 'transparent') => {
  const report: ReportEntry[] = []
  const css = colour(raw, fallback, (path, message) => report.push({ path, message }), 'c')
  return { css, report }
}
const stops = [
  { r: 38, g: 70, b: 83, a: 1, position: 0, align: 'top' },
  { r: 233, g: 196, b: 106, a: 0.5, position: 100, align: 'bottom' },
]

describe('colour (kit): every colour field reads CSS text and colour objects alike', () => {
  it('CSS text is kept as written (trimmed)', () => {
    for (const text of [
      '#264653',
      'rgba(16, 24, 32, 1)',
      'transparent',
      'hsl(200 50% 40% / 0.5)',
      'var(--brand)',
      'linear-gradient(90deg, rgba(255,0,0,1) 0%, #00f 100%)',
    ])
      expect(read(` ${text} `)).toEqual({ css: text, report: [] })
  })

  it('a solid colour object is its string, else its orig (6.x exports carry only orig)', () => {
    expect(read({ type: 'solid', orig: '#264653' })).toEqual({ css: '#264653', report: [] })
    expect(read({ type: 'solid', orig: '#101820', string: 'rgba(16, 24, 32, 1)' }).css).toBe(
      'rgba(16, 24, 32, 1)',
    )
    expect(read({ orig: 'transparent', type: 'solid', string: 'transparent' }).css).toBe(
      'transparent',
    )
    // No type at all: still its CSS.
    expect(read({ string: '#fff' }).css).toBe('#fff')
  })

  it('a solid object with only stops is its first stop', () => {
    expect(read({ type: 'solid', colors: stops }).css).toBe('rgba(38,70,83,1)')
  })

  it('linear and radial objects become CSS gradients from their stops and angle', () => {
    expect(read({ type: 'linear', angle: '45', colors: stops, string: 'ignored' })).toEqual({
      css: 'linear-gradient(45deg, rgba(38,70,83,1) 0%, rgba(233,196,106,0.5) 100%)',
      report: [],
    })
    expect(read({ type: 'linear', angle: 180, colors: stops }).css).toMatch(
      /^linear-gradient\(180\.1deg, /,
    )
    expect(read({ type: 'radial', colors: stops }).css).toBe(
      'radial-gradient(ellipse at center, rgba(38,70,83,1) 0%, rgba(233,196,106,0.5) 100%)',
    )
  })

  it('a gradient without stops, or with broken ones, falls back to its string, then orig', () => {
    const css = 'linear-gradient(0deg, #000 0%, #fff 100%)'
    expect(read({ type: 'linear', string: css })).toEqual({ css, report: [] })
    // The stop's wrong-type field is reported at its own path (issue #24); the colour still reads.
    expect(read({ type: 'radial', colors: [{ r: 'x' }], orig: css })).toEqual({
      css,
      report: [{ path: 'c.colors.0.r', message: 'must be a number; ignored' }],
    })
  })

  it('the JSON text of a colour object reads as the object', () => {
    expect(read(JSON.stringify({ type: 'linear', angle: 0, colors: stops })).css).toBe(
      'linear-gradient(0deg, rgba(38,70,83,1) 0%, rgba(233,196,106,0.5) 100%)',
    )
    expect(read('{"type":"solid","orig":"#123"}').css).toBe('#123')
  })

  it('absent takes the fallback silently', () => {
    for (const raw of [undefined, null, ''])
      expect(read(raw, '#fff')).toEqual({ css: '#fff', report: [] })
  })

  it('anything else is one report entry at the path and the fallback', () => {
    const message = 'must be a CSS colour or a colour object; using "#fff"'
    for (const raw of [
      42,
      [1, 2],
      'red;background:url(javascript:alert(1))',
      'url(x.png)',
      'expression(alert(1))',
      '"quoted"',
      '{"type":',
      {},
      { type: 'solid', orig: 'red}body{color:red' },
    ])
      expect(read(raw, '#fff')).toEqual({ css: '#fff', report: [{ path: 'c', message }] })
  })

  it('a gradient object with neither usable stops nor CSS is one entry at the field', () => {
    const message = 'must be a CSS colour or a colour object; using "transparent"'
    // A wrong-type field is also reported at its own path.
    expect(read({ type: 'linear', angle: 'up', colors: stops })).toEqual({
      css: 'transparent',
      report: [
        { path: 'c.angle', message: 'must be a number of degrees; ignored' },
        { path: 'c', message },
      ],
    })
    for (const raw of [
      { type: 'linear', colors: [] },
      { type: 'radial', colors: [{ r: 1 }] },
      { type: 'solid' },
    ])
      expect(read(raw)).toEqual({ css: 'transparent', report: [{ path: 'c', message }] })
  })

  it('an eased ramp is the editor’s own CSS (string, else orig); computing it is parseGradient’s', () => {
    const css = 'linear-gradient(90deg, rgba(38,70,83,1) 0%, rgba(100,100,100,1) 50%, #fff 100%)'
    expect(read({ type: 'linear', easing: 'power2.in', colors: stops, string: css })).toEqual({
      css,
      report: [],
    })
    expect(read({ type: 'linear', easing: 'none', angle: 0, colors: stops }).css).toMatch(
      /^linear-gradient\(0deg/,
    )
    expect(read({ type: 'linear', easing: 'power2.in', colors: stops }).report).toHaveLength(1)
  })

  it('stops: colour strings, positions as p or position, clamped channels, one stop spans 0 to 100%', () => {
    expect(
      read({
        type: 'linear',
        angle: 0,
        colors: [
          { r: 0, g: 0, b: 0 },
          { r: 9, g: 9, b: 9 },
        ],
      }).css,
    ).toBe('linear-gradient(0deg, rgba(0,0,0,1) 0%, rgba(9,9,9,1) 100%)')
    expect(
      read({
        type: 'linear',
        angle: 90,
        colors: [
          { color: '#f00', p: 100 },
          { color: 'rgba(0, 128, 0, 0.5)', position: 0 },
        ],
      }).css,
    ).toBe('linear-gradient(90deg, rgba(0, 128, 0, 0.5) 0%, #f00 100%)')
    expect(read({ type: 'radial', colors: [{ r: 300, g: -4, b: 2.6, a: 7 }] }).css).toBe(
      'radial-gradient(ellipse at center, rgba(255,0,3,1) 0%, rgba(255,0,3,1) 100%)',
    )
  })

  it('parseColour is the silent form, for perLevel(fallback, parseColour)', () => {
    expect(parseColour({ type: 'solid', orig: '#264653' })).toBe('#264653')
    expect(parseColour('#fff')).toBe('#fff')
    expect(parseColour(42)).toBeUndefined()
    expect(parseColour(undefined)).toBeUndefined()
  })
})
