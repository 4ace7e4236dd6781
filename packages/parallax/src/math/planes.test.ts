// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dropShadow, planeRanks, planeShadow, standOut } from './planes'

const flat = { rotateX: 0, rotateY: 0 }

describe('3D planes: depth, spacing and shadow (docs/behaviour.md §3 mod d3z 65, d3d 15, d3s 3)', () => {
  it('ranks the planes by level: nearest the base plane first, in front and behind', () => {
    const ranks = planeRanks([20, 10, 0, 10, -5, 40, -15])
    expect([10, 20, 40, 0, -5, -15].map((l) => ranks.get(l))).toEqual([1, 2, 3, 0, -1, -2])
  })

  it('stands a layer out by level × d3z / 10 plus its plane rank × d3d: 65 and 15 by default', () => {
    expect(standOut(10, 1, 65, 15)).toBe(80)
    expect(standOut(20, 2, 65, 15)).toBe(160)
    expect(standOut(0, 0, 65, 15)).toBe(0)
    expect(standOut(-10, -1, 65, 15)).toBe(-80)
  })

  it('spaces the planes d3d px apart on top of the depth: the gap between neighbours grows by d3d', () => {
    const gap = (spacing: number) => standOut(20, 2, 65, spacing) - standOut(10, 1, 65, spacing)
    expect(gap(0)).toBe(65)
    expect(gap(15)).toBe(80)
    expect(gap(40)).toBe(105)
  })

  it('casts a shadow falling z × d3s / 30 px down, blurred z × d3s / 15 px, at d3s / 10 opacity', () => {
    expect(planeShadow(80, flat, 3)).toEqual({ x: 0, y: 8, blur: 16, opacity: 0.3 })
    expect(planeShadow(160, flat, 3)).toEqual({ x: 0, y: 16, blur: 32, opacity: 0.3 })
  })

  it('slides the shadow across as the planes tilt: z × tan(rotateY) along x, −z × tan(rotateX) along y, in half pixels', () => {
    const s = planeShadow(100, { rotateX: 10, rotateY: -10 }, 3)
    const t = Math.tan(Math.PI / 18)
    // -17.63 and -7.63 to the nearest half pixel.
    expect(s?.x).toBe(-17.5)
    expect(s?.y).toBe(-7.5)
    expect(Math.abs((s?.x ?? 0) + 100 * t)).toBeLessThanOrEqual(0.25)
    // A tilt a hundredth of a degree further leaves the shadow where it was.
    expect(planeShadow(100, { rotateX: 10.01, rotateY: -10.01 }, 3)).toEqual(s)
  })

  it('caps the opacity at 0.6 and casts none for d3s 0 or a layer on or behind the base plane', () => {
    expect(planeShadow(80, flat, 10)?.opacity).toBe(0.6)
    expect(planeShadow(80, flat, 0)).toBeUndefined()
    expect(planeShadow(0, flat, 3)).toBeUndefined()
    expect(planeShadow(-80, flat, 3)).toBeUndefined()
  })

  it('writes the shadow as a CSS drop-shadow', () => {
    expect(dropShadow({ x: 1.5, y: 8, blur: 16, opacity: 0.3 })).toBe(
      'drop-shadow(1.5px 8px 16px rgba(0, 0, 0, 0.3))',
    )
  })
})
