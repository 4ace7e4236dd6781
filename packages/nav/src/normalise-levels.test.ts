// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { runNavPart } from './test-normalise'

describe('single nav settings written per level (7.x exports)', () => {
  it('d, a and g as 5-slot lists with "#a" are read as one value, without a report', () => {
    const r = runNavPart({
      nav: {
        bullets: { set: true, d: ['vertical', '#a', '#a', '#a', '#a'], a: ['grid', '#a'], g: [8] },
        thumbs: { set: true, d: ['#a', 'horizontal', '#a', '#a', '#a'] },
      },
    })
    expect(r.report).toEqual([])
    expect(r.nav.bullets).toMatchObject({ direction: 'vertical', alignTo: 'grid', gap: 8 })
    expect(r.nav.thumbs.direction).toBe('horizontal')
  })

  it('a wrong value is still reported at its key, and the default used', () => {
    const r = runNavPart({ nav: { bullets: { d: ['diagonal', '#a'] } } })
    expect(r.nav.bullets.direction).toBe('horizontal')
    expect(r.report.map((e) => e.path)).toEqual(['settings.nav.bullets.d'])
  })
})
