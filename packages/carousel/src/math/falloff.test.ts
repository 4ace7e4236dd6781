// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  falloffReach,
  opacityAt,
  rotationAt,
  SWAP_GAP,
  scaleAt,
  visibilityAt,
  visibleSpan,
} from './falloff'

describe('fall-off by distance from the centre (docs/behaviour.md §3)', () => {
  it('scale goes down to minScale 50% at the farthest visible slide: maxVisible 3 → 1 at the centre, 0.75 half-way, 0.5 one slide away', () => {
    const reach = falloffReach(3, 'center')
    expect(reach).toBe(1)
    expect([scaleAt(0, reach, 50), scaleAt(0.5, reach, 50), scaleAt(-1, reach, 50)]).toEqual([
      1, 0.75, 0.5,
    ])
  })

  it('scale stays at minScale beyond the farthest visible slide', () => {
    expect(scaleAt(3, 1, 50)).toBe(0.5)
  })

  it('maxVisible 5 spreads the fall-off over two slides: scale 0.75 one slide away with minScale 50', () => {
    expect(scaleAt(1, falloffReach(5, 'center'), 50)).toBe(0.75)
  })

  it('opacity goes down to maxOpacity: 100 keeps every slide opaque, 40 gives 0.7 one slide away with maxVisible 5', () => {
    expect(opacityAt(2, 2, 100)).toBe(1)
    expect(opacityAt(1, 2, 40)).toBeCloseTo(0.7, 10)
    expect(opacityAt(-2, 2, 40)).toBeCloseTo(0.4, 10)
  })

  it('rotation goes up to maxRotation, signed by the side', () => {
    expect([rotationAt(0, 1, 30), rotationAt(0.5, 1, 30), rotationAt(-1, 1, 30)]).toEqual([
      0, 15, -30,
    ])
  })

  it('a focus at one end counts all maxVisible - 1 other slides as its side', () => {
    expect([visibleSpan(3, 'left'), visibleSpan(3, 'center'), falloffReach(1, 'center')]).toEqual([
      2, 1, 1,
    ])
  })
})

describe('which slides show', () => {
  it('shows the maxVisible slides and the prev/next peeks fully, and fades the next one out', () => {
    // maxVisible 3, finite: span 1, peeks at ±2, gone at ±3.
    expect([0, 1, 2, 2.5, 3, 4].map((d) => visibilityAt(d, 1, 10, false))).toEqual([
      1, 1, 1, 0.5, 0, 0,
    ])
  })

  it('an endless strip has faded a slide out 0.2 slides before count / 2, where it swaps sides (no visible jump)', () => {
    for (const count of [3, 5, 50]) {
      for (const d of [count / 2, count / 2 - SWAP_GAP, -count / 2 + SWAP_GAP])
        expect(visibilityAt(d, 1, count, true)).toBe(0)
      expect(visibilityAt(1, 1, count, true)).toBe(1)
    }
    // 3 slides: the neighbours show fully at ±1 and fade to nothing at ±1.3.
    expect(visibilityAt(1.15, 1, 3, true)).toBeCloseTo(0.5, 9)
    // 5 slides: the peeks at ±2 still show fully.
    expect(visibilityAt(2, 1, 5, true)).toBe(1)
  })
})
