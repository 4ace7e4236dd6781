// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { barShare } from './progress-bar'
import { wedgePolygon } from './wedge'

describe('progress bar', () => {
  it('base slide follows the slide; base all spreads the show over the bar', () => {
    expect(barShare('slide', 2, 4, 0.5)).toBe(0.5)
    expect(barShare('all', 2, 4, 0.5)).toBe(0.625)
    expect(barShare('all', 0, 4, 0)).toBe(0)
  })

  it('a cw wedge starts at 12 o clock and turns right; ccw turns left; full shows all', () => {
    expect(wedgePolygon(0.25, 'cw')).toBe('polygon(50% 50%, 50% -25%, 103.03% -3.03%, 125% 50%)')
    expect(wedgePolygon(0.25, 'ccw')).toBe('polygon(50% 50%, 50% -25%, -3.03% -3.03%, -25% 50%)')
    expect(wedgePolygon(1, 'cw')).toBe('none')
  })
})
