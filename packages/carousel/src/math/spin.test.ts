// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clampSpinAngle, cylinderRadius, DEFAULT_SPIN_ANGLE, pivotRadius, spinAngle } from './spin'

describe('spin (docs/behaviour.md §3, §5)', () => {
  it('Spin angle is limited to plus or minus 360 divided by slide count', () => {
    expect(clampSpinAngle(200, 4)).toBe(90)
    expect(clampSpinAngle(-100, 6)).toBe(-60)
    expect(clampSpinAngle(30, 6)).toBe(30)
    expect(clampSpinAngle(10, 50)).toBe(7.2)
  })

  it('a spin angle of 0 (docs/behaviour.md §9 "Spin angle 0") uses the default angle, still within the limit', () => {
    expect(spinAngle(0, 5)).toBe(DEFAULT_SPIN_ANGLE)
    expect(spinAngle(0, 50)).toBe(7.2)
  })

  it('3d: neighbours on the cylinder meet edge to edge: radius = pitch / (2 tan(angle / 2))', () => {
    expect(cylinderRadius(400, 90)).toBeCloseTo(200, 9)
    expect(cylinderRadius(400, -90)).toBeCloseTo(-200, 9)
  })

  it('2d: neighbours around the pivot have their centres one pitch apart: radius = pitch / (2 sin(angle / 2))', () => {
    const r = pivotRadius(300, 60)
    expect(r).toBeCloseTo(300, 9)
    expect(2 * r * Math.sin(Math.PI / 6)).toBeCloseTo(300, 9)
  })
})
