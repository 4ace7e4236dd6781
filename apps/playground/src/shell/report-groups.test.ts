import { describe, expect, it } from 'vitest'
import { groupReport } from './report-groups'

const e = (path: string, message: string) => ({ path, message })

describe('groupReport', () => {
  it('puts layers that were left out first, then settings, layers, slides and the rest', () => {
    const groups = groupReport([
      e('settings.size.width.1', 'expected a number'),
      e('slides.2.layers.x.type', 'unknown type "hologram"; layer dropped'),
      e(
        'slides.2.layers.p',
        'not supported yet: add-on layer "particles"; such layers are left out',
      ),
      e('slides.2.layers.t.pos.x', 'expected a length'),
      e('slides.8', 'expected a slide record'),
      e('nav.arrows', 'odd'),
    ])
    expect(groups.map((g) => [g.title, g.entries.length])).toEqual([
      ['Layers not rendered', 2],
      ['Module settings', 1],
      ['Layers', 1],
      ['Slides', 1],
      ['Other', 1],
    ])
  })

  it('gives no group for a clean report', () => {
    expect(groupReport([])).toEqual([])
  })
})
