// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { planeTransform, tiltFor } from './tilt'

describe('3D tilt maths (docs/behaviour.md §3 mod d3z 65, §9 perspective 600)', () => {
  it('turns the planes towards the pointer, the largest tilt with it at an edge', () => {
    expect(tiltFor({ x: 1, y: 0 }, 10)).toEqual({ rotateX: 0, rotateY: 10 })
    expect(tiltFor({ x: 0, y: -1 }, 10)).toEqual({ rotateX: 10, rotateY: 0 })
    expect(tiltFor({ x: -0.5, y: 0.5 }, 8)).toEqual({ rotateX: -4, rotateY: -4 })
  })

  it('stays flat with the pointer at the centre', () => {
    expect(tiltFor({ x: 0, y: 0 }, 10)).toEqual({ rotateX: 0, rotateY: 0 })
  })

  it('uses the global perspective (600 px) or none for isometric', () => {
    const t = { rotateX: 2.5, rotateY: -4 }
    expect(planeTransform(t, 600, 'global')).toBe(
      'perspective(600px) rotateX(2.5deg) rotateY(-4deg)',
    )
    expect(planeTransform(t, 600, 'isometric')).toBe('rotateX(2.5deg) rotateY(-4deg)')
  })
})
