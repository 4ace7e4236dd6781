// @vitest-environment node
import { DRAG_MIN_MS, DRAG_MIN_SHARE, isDragStep } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { MOMENTUM_MS, type ReleaseInput, releaseTarget, SNAP_GAP } from './release'

const base: ReleaseInput = {
  position: 0.3,
  startPosition: 0,
  moved: -120,
  velocity: 0,
  elapsed: 400,
  pitch: 400,
  snap: true,
  maxFling: 3,
  isStep: isDragStep,
}

describe('drag release: momentum and snap (docs/behaviour.md §3, §9)', () => {
  it('snaps to the nearest slide, at least one slide on from the start after a real drag', () => {
    expect(releaseTarget(base)).toBe(1)
    expect(releaseTarget({ ...base, position: 1.7, moved: -680 })).toBe(2)
    expect(releaseTarget({ ...base, position: -0.3, moved: 120 })).toBe(-1)
  })

  it('A drag must last over 130 ms and move over 10% of slide width to count as a step (core’s thresholds)', () => {
    expect([DRAG_MIN_MS, DRAG_MIN_SHARE]).toEqual([130, 0.1])
    expect(releaseTarget({ ...base, elapsed: DRAG_MIN_MS })).toBe(0)
    expect(releaseTarget({ ...base, moved: -DRAG_MIN_SHARE * base.pitch })).toBe(0)
    expect(releaseTarget({ ...base, elapsed: 120 })).toBe(0)
    expect(releaseTarget({ ...base, position: 0.09, moved: -36 })).toBe(0)
    expect(releaseTarget({ ...base, elapsed: 131, position: 0.11, moved: -44 })).toBe(1)
  })

  it('momentum carries the strip on: velocity × 250 ms, at most maxVisible slides', () => {
    expect(MOMENTUM_MS).toBe(250)
    // -4.8 px/ms × 250 ms = 1200 px = 3 slides beyond 0.3.
    expect(releaseTarget({ ...base, velocity: -4.8 })).toBe(3)
    expect(releaseTarget({ ...base, velocity: -40 })).toBe(3)
  })

  it('without snap the strip stops where momentum leaves it, unless within the snap gap 20 px of a slide', () => {
    expect(SNAP_GAP).toBe(20)
    expect(releaseTarget({ ...base, snap: false, position: 1.4, moved: -560 })).toBe(1.4)
    expect(releaseTarget({ ...base, snap: false, position: 1.04, moved: -416 })).toBe(1)
  })
})
