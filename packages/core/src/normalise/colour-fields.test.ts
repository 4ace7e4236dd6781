// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ReportEntry } from '../types/model'
import { checkColour, colour } from './colour'

const entries = (raw: unknown) => {
  const report: ReportEntry[] = []
  const css = colour(
    raw as never,
    'transparent',
    (path, message) => report.push({ path, message }),
    'bg.color',
  )
  return { css, paths: report.map((e) => e.path) }
}

describe("a colour object's fields are checked, each at its own path (issue #24)", () => {
  it('a valid gradient gives no entry', () => {
    const { css, paths } = entries({
      type: 'linear',
      angle: 90,
      colors: [
        { r: 0, g: 0, b: 0, a: 1, position: 0 },
        { r: 255, g: 255, b: 255, a: '0.5', p: 100 },
      ],
      string: 'linear-gradient(90deg, #000, #fff)',
    })
    expect(paths).toEqual([])
    expect(css).toContain('linear-gradient(90deg')
  })

  it('wrong-type fields are reported though the colour still reads from its string', () => {
    const { css, paths } = entries({
      type: true,
      angle: 'steep',
      easing: 5,
      colors: [{ r: 'red', g: 0, b: 0 }, 7, { color: {} }],
      string: '#123456',
      orig: 12,
    })
    expect(css).toBe('#123456')
    expect(paths).toEqual([
      'bg.color.type',
      'bg.color.angle',
      'bg.color.orig',
      'bg.color.easing',
      'bg.color.colors.0.r',
      'bg.color.colors.1',
      'bg.color.colors.2.color',
    ])
  })

  it('colors that is not a list is reported; text and absent values say nothing', () => {
    const report: string[] = []
    checkColour({ colors: 'red' }, (p) => report.push(p), 'c')
    checkColour('#fff', (p) => report.push(p), 'c')
    checkColour(undefined, (p) => report.push(p), 'c')
    expect(report).toEqual(['c.colors'])
  })
})
