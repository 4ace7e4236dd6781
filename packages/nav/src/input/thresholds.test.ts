// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createGate, dragStarted, dragStep } from './thresholds'
import { wheelDelta } from './wheel'

describe('drag thresholds', () => {
  it('a drag must last over 130 ms and move over 10% of slide width to count as a step', () => {
    expect(dragStep({ dx: -200, dy: 0, ms: 131, size: 1000 })).toBe(1)
    expect(dragStep({ dx: 200, dy: 0, ms: 400, size: 1000 })).toBe(-1)
    // Exactly 130 ms or exactly 10% is not over the threshold.
    expect(dragStep({ dx: -200, dy: 0, ms: 130, size: 1000 })).toBe(0)
    expect(dragStep({ dx: -100, dy: 0, ms: 400, size: 1000 })).toBe(0)
    // A fast flick, however long, is not a step.
    expect(dragStep({ dx: -600, dy: 0, ms: 80, size: 1000 })).toBe(0)
  })

  it('on vertical sliders the drag is measured along y', () => {
    expect(dragStep({ dx: 0, dy: -60, ms: 300, size: 500, vertical: true })).toBe(1)
    expect(dragStep({ dx: -400, dy: 0, ms: 300, size: 500, vertical: true })).toBe(0)
  })

  it('swipe tolerance 5 px: a drag starts past 5 px along the axis, not on a vertical scroll', () => {
    expect(dragStarted(5, 0, 5)).toBe(false)
    expect(dragStarted(6, 0, 5)).toBe(true)
    expect(dragStarted(6, 20, 5)).toBe(false)
    expect(dragStarted(0, 9, 5, true)).toBe(true)
  })
})

describe('wheel deltas', () => {
  it('wheel deltas over 300 are divided by 10', () => {
    expect(wheelDelta({ deltaX: 0, deltaY: 500 }, false)).toBe(50)
    expect(wheelDelta({ deltaX: 0, deltaY: -300 }, false)).toBe(-300)
    expect(wheelDelta({ deltaX: 0, deltaY: 100 }, false)).toBe(100)
  })

  it('Firefox wheel values are multiplied by 10 (then the over-300 rule applies)', () => {
    expect(wheelDelta({ deltaX: 0, deltaY: 3 }, true)).toBe(30)
    expect(wheelDelta({ deltaX: 0, deltaY: 40 }, true)).toBe(40)
  })

  it('the larger axis wins, so a horizontal trackpad swipe counts', () => {
    expect(wheelDelta({ deltaX: -120, deltaY: 4 }, false)).toBe(-120)
  })
})

describe('throttle gate', () => {
  it('keyboard navigation throttled to one step per 500 ms; wheel cooldown 1500 ms', () => {
    let t = 0
    const keys = createGate(
      () => t,
      () => 500,
    )
    expect(keys.pass()).toBe(true)
    t = 499
    expect(keys.pass()).toBe(false)
    expect(keys.closed()).toBe(true)
    t = 500
    expect(keys.pass()).toBe(true)
    const wheel = createGate(
      () => t,
      () => 1500,
    )
    expect(wheel.pass()).toBe(true)
    t += 1499
    expect(wheel.pass()).toBe(false)
    t += 1
    expect(wheel.pass()).toBe(true)
  })
})
