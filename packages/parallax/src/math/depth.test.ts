// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { depthOffset, follow, pointerIn, REST, settled } from './depth'

const box = { left: 100, top: 50, width: 400, height: 200 }

describe('mouse parallax maths (docs/behaviour.md §1 mouse effects)', () => {
  it('measures the pointer from the centre of the box, -1 at the left/top edge, 1 at the right/bottom', () => {
    expect(pointerIn(300, 150, box)).toEqual({ x: 0, y: 0 })
    expect(pointerIn(100, 50, box)).toEqual({ x: -1, y: -1 })
    expect(pointerIn(500, 250, box)).toEqual({ x: 1, y: 1 })
    expect(pointerIn(400, 100, box)).toEqual({ x: 0.5, y: -0.5 })
  })

  it('counts a pointer outside the box as at its edge, and an empty box as the centre', () => {
    expect(pointerIn(-900, 900, box)).toEqual({ x: -1, y: 1 })
    expect(pointerIn(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 })
  })

  it('moves a layer against the pointer by its level percent of half the module', () => {
    expect(depthOffset({ x: 1, y: -1 }, 10, { width: 400, height: 200 })).toEqual({ x: -20, y: 10 })
  })

  it('moves a layer of level 20 twice as far as one of level 10, and level 0 not at all', () => {
    const p = { x: 0.6, y: 0.3 }
    const size = { width: 1000, height: 500 }
    const a = depthOffset(p, 10, size)
    const b = depthOffset(p, 20, size)
    expect(b.x / a.x).toBeCloseTo(2)
    expect(b.y / a.y).toBeCloseTo(2)
    expect(depthOffset(p, 0, size)).toEqual({ x: 0, y: 0 })
  })

  it('leaves every layer at rest with the pointer at the centre', () => {
    expect(depthOffset(REST, 50, { width: 800, height: 600 })).toEqual({ x: 0, y: 0 })
  })

  it('eases towards the pointer: 95 % of the way in `speed` ms whatever the frame rate', () => {
    const one = follow(REST, { x: 1, y: 0 }, 400, 400)
    expect(one.x).toBeCloseTo(0.95, 2)
    let p = REST
    for (let i = 0; i < 25; i++) p = follow(p, { x: 1, y: 0 }, 16, 400)
    expect(p.x).toBeCloseTo(one.x, 2)
  })

  it('settles exactly on the target once within 0.001, and speed 0 jumps there', () => {
    let p = { x: 0.5, y: 0.5 }
    for (let i = 0; i < 200 && !settled(p, REST); i++) p = follow(p, REST, 16, 400)
    expect(p).toEqual(REST)
    expect(follow(REST, { x: 1, y: 1 }, 16, 0)).toEqual({ x: 1, y: 1 })
  })
})
