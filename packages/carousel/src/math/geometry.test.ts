// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { GeometryInput } from './geometry'
import {
  anchorOf,
  carouselGeometry,
  clampMaxVisible,
  fitStrip,
  lengthPx,
  slideLength,
} from './geometry'

const g: GeometryInput = {
  orientation: 'horizontal',
  align: 'center',
  maxVisible: 3,
  justify: false,
  stretch: false,
  space: 0,
  prevNextVis: 50,
  spin: 'off',
}

describe('layout (docs/behaviour.md §3, §5)', () => {
  it('Carousel maxV minimum is 1 (3 for 3d spin)', () => {
    expect([
      clampMaxVisible(0, 'off'),
      clampMaxVisible(-3, '2d'),
      clampMaxVisible(2, '3d'),
      clampMaxVisible(5, '3d'),
    ]).toEqual([1, 1, 3, 5])
    expect(clampMaxVisible(Number.NaN, 'off')).toBe(1)
  })

  it('maxVisible 3 slides fit between the prev/next visible parts of 50px: (1000 - 2×50) / 3 = 300', () => {
    expect(slideLength(g, 1000)).toBe(300)
  })

  it('space goes between slides and before the peeks: (1000 - 100 - 4×20) / 3', () => {
    expect(slideLength({ ...g, space: 20 }, 1000)).toBeCloseTo(820 / 3, 9)
  })

  it('justify spreads exactly maxVisible slides over the axis (no peeks); stretch fills it but for the peeks', () => {
    expect(slideLength({ ...g, justify: true, space: 20 }, 1000)).toBeCloseTo(960 / 3, 9)
    expect(slideLength({ ...g, stretch: true, space: 10 }, 1000)).toBe(880)
  })

  it('prevNextVis may be a percent of the axis', () => {
    expect(lengthPx('10%', 1000)).toBe(100)
    expect(lengthPx('30px', 1000)).toBe(30)
    expect(lengthPx('auto', 1000)).toBe(0)
    expect(slideLength({ ...g, prevNextVis: '5%' }, 1000)).toBe(300)
  })

  it('align puts the focused slide in the middle, or flush with the start or end', () => {
    expect([
      anchorOf('center', 1000, 300),
      anchorOf('left', 1000, 300),
      anchorOf('right', 1000, 300),
    ]).toEqual([500, 150, 850])
  })

  it('a vertical carousel: each slide is the stage wide and the layer grid high on screen, space apart, no peeks (the reference)', () => {
    const v = carouselGeometry({ ...g, orientation: 'vertical', space: 20 }, 1280, 500, 500)
    expect(v).toMatchObject({
      horizontal: false,
      axis: 500,
      cross: 1280,
      size: 500,
      pitch: 520,
      anchor: 250,
      peek: 0,
    })
    // A grid drawn smaller than the stage (a min height): the slide keeps the grid's height.
    expect(carouselGeometry({ ...g, orientation: 'vertical' }, 800, 700, 450).size).toBe(450)
    // No grid height given, or stretched: the stage's height.
    expect(carouselGeometry({ ...g, orientation: 'vertical' }, 800, 700).size).toBe(700)
    expect(
      carouselGeometry({ ...g, orientation: 'vertical', stretch: true }, 800, 700, 450).size,
    ).toBe(700)
  })

  it('a justified vertical carousel still spreads maxVisible slides over the height', () => {
    const v = carouselGeometry({ ...g, orientation: 'vertical', justify: true }, 800, 600, 500)
    expect(v).toMatchObject({ axis: 600, cross: 800, size: 200, peek: 0 })
  })

  it('a narrow strip shows fewer slides rather than slivers: a slide is never narrower than half the height', () => {
    // The shop's strip (maxV 3, 80 px peeks, 24 px apart, 420 px high) on a 375 px phone: three
    // would be 40 px wide; one fits, and the peeks give way until it is 210 px.
    const shop = { ...g, space: 24, prevNextVis: 80 }
    expect(slideLength(shop, 375)).toBeCloseTo(119 / 3, 9)
    expect(fitStrip(shop, 375, 420)).toEqual({ visible: 1, size: 210, peek: 58.5 })
    // At 768 px two fit, with the full peeks: (768 - 160 - 72) / 2 = 268.
    expect(fitStrip(shop, 768, 420)).toEqual({ visible: 2, size: 268, peek: 80 })
    // On a desktop strip nothing changes: (1240 - 160 - 96) / 3 = 328.
    expect(fitStrip(shop, 1240, 460)).toEqual({ visible: 3, size: 328, peek: 80 })
    // The fall-off counts from the slides in view.
    expect(carouselGeometry(shop, 375, 420).visible).toBe(1)
  })

  it('a spinning strip keeps maxVisible slides (its radius comes from them)', () => {
    expect(fitStrip({ ...g, spin: '3d' }, 375, 420).visible).toBe(3)
  })
})
