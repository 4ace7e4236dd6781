// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { modifies, REST_POSE, scrollPose } from './scroll'

const mods = { x: 40, y: -100, opacity: 0.2, blur: 6, rotation: 20 }

describe('scroll progress and modifiers (docs/behaviour.md §1 scroll-based motion, §4)', () => {
  it('puts a layer at rest with the module centred', () => {
    expect(scrollPose(mods, 0.5)).toEqual(REST_POSE)
  })

  it('gives the full pose at the ends: offsets and rotation flip sign, opacity and blur do not', () => {
    expect(scrollPose(mods, 0)).toEqual({ x: -40, y: 100, rotation: -20, opacity: 0.2, blur: 6 })
    expect(scrollPose(mods, 1)).toEqual({ x: 40, y: -100, rotation: 20, opacity: 0.2, blur: 6 })
  })

  it('scales linearly between: a quarter of the pass is half the pose', () => {
    const q = scrollPose(mods, 0.25)
    expect(q.y).toBe(50)
    expect(q.opacity).toBeCloseTo(0.6)
    expect(q.blur).toBe(3)
  })

  it('knows a layer without modifiers does not change with scroll', () => {
    expect(modifies(REST_POSE)).toBe(false)
    expect(modifies({ ...REST_POSE, blur: 1 })).toBe(true)
  })
})
