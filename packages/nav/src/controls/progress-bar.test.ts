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

  it('a cw wedge starts at 12 o clock and turns right; ccw turns left; every wedge has the same points', () => {
    const points = (w: string) => w.slice('polygon('.length, -1).split(', ')
    const quarter = points(wedgePolygon(0.25, 'cw'))
    // The centre, then 9 points from 12 o'clock to 3 o'clock.
    expect([quarter[0], quarter[1], quarter.at(-1)]).toEqual(['50% 50%', '50% -25%', '125% 50%'])
    expect(points(wedgePolygon(0.25, 'ccw')).at(-1)).toBe('-25% 50%')
    // Half a turn ends at 6 o'clock; a whole one comes back to 12 round the far side.
    expect(points(wedgePolygon(0.5, 'cw')).at(-1)).toBe('50% 125%')
    expect(points(wedgePolygon(1, 'cw'))[5]).toBe('50% 125%')
    const counts = [0, 0.1, 0.5, 1].map((p) => points(wedgePolygon(p, 'cw')).length)
    expect(new Set(counts)).toEqual(new Set([10]))
  })
})
