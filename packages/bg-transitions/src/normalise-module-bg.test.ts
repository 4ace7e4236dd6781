// @vitest-environment node
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { bgTransitionsPart } from './normalise'

const paths = (color: unknown) =>
  normaliseModule(
    { settings: { bg: { color } }, slides: { 1: { id: 1, slide: {} } } },
    { parts: [bgTransitionsPart] },
  ).report.map((e) => e.path)

describe("the module background's colour object fields are checked (issue #24)", () => {
  it('a gradient with a wrong-type angle and stop: an entry at each path', () => {
    expect(
      paths({
        type: 'linear',
        angle: {},
        colors: [{ r: 1, g: 2, b: true, a: 1, position: 0 }],
        string: 'linear-gradient(90deg, #000, #fff)',
      }),
    ).toEqual(['settings.bg.color.angle', 'settings.bg.color.colors.0.b'])
  })

  it('CSS text or a valid colour object: no entry', () => {
    expect(paths('#264653')).toEqual([])
    expect(paths({ type: 'solid', orig: '#264653', string: '#264653' })).toEqual([])
  })
})
