// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { gradientToCss } from './gradient-css'
import { parseGradient } from './gradient-parse'

const stops = [
  { r: 255, g: 0, b: 0, a: 1, position: 0 },
  { r: 0, g: 0, b: 255, a: 0.5, position: 100 },
]
const css = (raw: unknown) => gradientToCss(parseGradient(raw))

describe('gradients', () => {
  it('Gradient: angle 180 becomes 180.1', () => {
    expect(parseGradient({ type: 'linear', angle: 180, colors: stops })).toMatchObject({
      angle: 180.1,
    })
    expect(parseGradient({ type: 'linear', angle: '180', colors: stops })).toMatchObject({
      angle: 180.1,
    })
    expect(css({ type: 'linear', angle: 180, colors: stops })).toBe(
      'linear-gradient(180.1deg, rgba(255,0,0,1) 0%, rgba(0,0,255,0.5) 100%)',
    )
  })

  it('Gradient: strength defaults to 100 and easing to none', () => {
    expect(parseGradient({ type: 'radial', colors: stops })).toMatchObject({
      strength: 100,
      easing: 'none',
    })
  })

  it('other angles are kept; a missing angle is 180 and so 180.1', () => {
    expect(parseGradient({ type: 'linear', angle: 45, colors: stops })).toMatchObject({ angle: 45 })
    expect(parseGradient({ type: 'linear', colors: stops })).toMatchObject({ angle: 180.1 })
  })

  it('radial output is an ellipse at the centre', () => {
    expect(css({ type: 'radial', colors: stops })).toBe(
      'radial-gradient(ellipse at center, rgba(255,0,0,1) 0%, rgba(0,0,255,0.5) 100%)',
    )
  })

  it('solid output is the first stop as rgba', () => {
    expect(css({ type: 'solid', colors: [{ r: 1, g: 2, b: 3, a: 0.25 }] })).toBe('rgba(1,2,3,0.25)')
  })

  it('accepts the JSON string form, stops as p or position, and stops written as colour strings', () => {
    const text = JSON.stringify({
      type: 'linear',
      angle: 90,
      colors: [
        { color: '#f00', p: 100 },
        { color: 'rgba(0, 128, 0, 0.5)', p: 0 },
      ],
    })
    expect(css(text)).toBe('linear-gradient(90deg, rgba(0,128,0,0.5) 0%, rgba(255,0,0,1) 100%)')
  })

  it('a plain CSS colour is kept as written', () => {
    expect(css('#ff0000')).toBe('#ff0000')
    expect(css('rgba(0,0,0,0.5)')).toBe('rgba(0,0,0,0.5)')
    expect(css('transparent')).toBe('transparent')
  })

  it('a single stop in a linear gradient spans 0% to 100%', () => {
    expect(css({ type: 'linear', angle: 0, colors: [{ r: 9, g: 9, b: 9, a: 1, p: 30 }] })).toBe(
      'linear-gradient(0deg, rgba(9,9,9,1) 30%, rgba(9,9,9,1) 100%)',
    )
  })

  it('an easing adds eased stops between each pair; strength 0 keeps the straight ramp', () => {
    const eased = css({ type: 'linear', angle: 0, easing: 'power1.in', colors: stops })
    expect(eased.match(/rgba/g)).toHaveLength(9)
    // power1.in at t = 0.5 moves a quarter of the way: 255 → 191.
    expect(eased).toContain('rgba(191,0,64,0.875) 50%')
    const flat = css({ type: 'linear', angle: 0, easing: 'power1.in', strength: 0, colors: stops })
    expect(flat.match(/rgba/g)).toHaveLength(2)
  })
})

describe('gradient bad input', () => {
  const table: [string, unknown, string, string, string][] = [
    [
      'broken JSON',
      '{"type":"linear",',
      'transparent',
      'c',
      'is not valid gradient JSON; using transparent',
    ],
    [
      'a hostile CSS string',
      'red;background:url(javascript:alert(1))',
      'transparent',
      'c',
      'is not a CSS colour or gradient; using transparent',
    ],
    [
      'an expression()',
      'expression(alert(1))',
      'transparent',
      'c',
      'is not a CSS colour or gradient; using transparent',
    ],
    [
      'a number',
      42,
      'transparent',
      'c',
      'must be a colour string or gradient object; using transparent',
    ],
    [
      'an array',
      [1, 2],
      'transparent',
      'c',
      'must be a colour string or gradient object; using transparent',
    ],
    [
      'an unknown type',
      { type: 'conic', angle: 10, colors: stops },
      'linear-gradient(10deg, rgba(255,0,0,1) 0%, rgba(0,0,255,0.5) 100%)',
      'c.type',
      'must be linear, radial or solid; using linear',
    ],
    [
      'a non-numeric angle',
      { type: 'linear', angle: 'up', colors: stops },
      'linear-gradient(180.1deg, rgba(255,0,0,1) 0%, rgba(0,0,255,0.5) 100%)',
      'c.angle',
      'must be a number of degrees; using 180',
    ],
    [
      'no colour stops',
      { type: 'linear', angle: 0, colors: [] },
      'linear-gradient(0deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0) 100%)',
      'c.colors',
      'must be a list of colour stops; using transparent',
    ],
    [
      'a broken stop',
      { type: 'solid', colors: [{ r: 'x' }, { r: 300, g: -4, b: 2.6, a: 7 }] },
      'rgba(255,0,3,1)',
      'c.colors.0',
      'is not a colour stop (r, g, b, a, p); dropped',
    ],
    [
      'an unknown easing',
      { type: 'solid', easing: 'bounce.sideways', colors: stops },
      'rgba(255,0,0,1)',
      'c.easing',
      'is not a known ease (e.g. power2.inOut); using none',
    ],
    [
      'a non-numeric strength',
      { type: 'solid', strength: {}, colors: stops },
      'rgba(255,0,0,1)',
      'c.strength',
      'must be a number from 0 to 100; using 100',
    ],
  ]
  it.each(table)('%s gives a report entry and safe CSS', (_, raw, output, path, message) => {
    const report = vi.fn()
    expect(gradientToCss(parseGradient(raw, report, 'c'))).toBe(output)
    expect(report).toHaveBeenCalledWith(path, message)
  })

  it('a huge list of stops keeps the first 100', () => {
    const report = vi.fn()
    const many = Array.from({ length: 500 }, (_, i) => ({ r: 0, g: 0, b: 0, a: 1, p: i / 5 }))
    expect(parseGradient({ type: 'linear', colors: many }, report, 'c')).toMatchObject({
      stops: { length: 100 },
    })
    expect(report).toHaveBeenCalledWith('c.colors', 'has 500 stops; using the first 100')
  })
})
