// @vitest-environment node
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { carouselPart, carouselSettings } from '../normalise'
import type { CarouselSettings } from '../types'
import { carouselLayout, poseAt, poseTransform } from './pose'

const settings = (over: Partial<CarouselSettings> = {}): CarouselSettings => ({
  ...carouselSettings(normaliseModule({}, { parts: [carouselPart] }).model.settings),
  ...over,
})
const stage = { width: 1000, height: 500, count: 8, reducedMotion: false }

describe('slide poses', () => {
  it('flat: slides sit one pitch apart around the centred focus, scaled and faded by distance', () => {
    const l = carouselLayout(settings({ scale: true, opacity: true, maxOpacity: 40 }), stage)
    const at = (d: number) => poseAt(l, d)
    expect(at(0)).toMatchObject({ x: 350, y: 0, z: 0, scale: 1, opacity: 1 })
    expect(at(1)).toMatchObject({ x: 650, scale: 0.5, opacity: 0.4 })
    expect(at(-1)).toMatchObject({ x: 50, scale: 0.5, opacity: 0.4 })
  })

  it('3d spin: slides stand on a cylinder, turned by the spin angle, further back the further out', () => {
    const l = carouselLayout(settings({ spin: '3d', spinAngle: 45 }), stage)
    const r = l.radius
    const p = poseAt(l, 1)
    expect(p.rotateY).toBe(45)
    expect(p.x - poseAt(l, 0).x).toBeCloseTo(r * Math.SQRT1_2, 6)
    expect(p.z).toBeCloseTo(r * (Math.SQRT1_2 - 1), 6)
  })

  it('Reduced motion: no spin', () => {
    const l = carouselLayout(settings({ spin: '3d', spinAngle: 45 }), {
      ...stage,
      reducedMotion: true,
    })
    expect(l.spin).toBe('off')
    expect(poseAt(l, 1)).toMatchObject({ x: 650, z: 0, rotateY: 0 })
  })

  it('a vertical orientation: slides move down the stage and tilt around the x axis', () => {
    const l = carouselLayout(
      settings({ orientation: 'vertical', rotation: true, maxRotation: 20 }),
      {
        ...stage,
        height: 700,
        gridHeight: 500,
      },
    )
    // Slides are the grid's height (500), centred: the next one starts 350 - 250 + 500 down.
    const p = poseAt(l, 1)
    expect([p.x, p.y, p.rotateX, p.rotateY]).toEqual([0, 600, 20, 0])
  })

  it('writes transforms only: translate3d, rotations and scale', () => {
    const t = poseTransform({
      x: 1.234,
      y: 0,
      z: -5,
      rotateX: 0,
      rotateY: 45,
      rotateZ: 0,
      scale: 0.5,
      opacity: 1,
    })
    expect(t).toBe('translate3d(1.23px,0px,-5px) rotateY(45deg) scale(0.5)')
  })
})
