// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { computeLayout, gridBox } from './sizing'
import { TEST_SIZE } from './test-size'

const SIZE = TEST_SIZE
const env = (containerWidth: number, viewportHeight = 800) => ({ containerWidth, viewportHeight })

describe('computeLayout', () => {
  it('takes the grid of the level the container width falls in', () => {
    const layout = computeLayout(SIZE, env(1000))
    expect(layout).toMatchObject({ level: 2, gridWidth: 1024, gridHeight: 600, width: 1000 })
  })

  it('scales the grid to the container width and keeps its ratio (respectRatio)', () => {
    const layout = computeLayout(SIZE, env(800))
    expect(layout.scale).toBeCloseTo(800 / 1024)
    expect(layout.height).toBeCloseTo(600 * (800 / 1024))
  })

  it('caps the scale at 1 unless upscaling is on', () => {
    expect(computeLayout(SIZE, env(2000))).toMatchObject({ scale: 1, height: 900, width: 2000 })
    const up = computeLayout({ ...SIZE, upscaling: true }, env(2000))
    expect(up.scale).toBe(1.25)
    expect(up.height).toBe(1125)
  })

  it('keeps the fixed grid height when respectRatio is off', () => {
    expect(computeLayout({ ...SIZE, respectRatio: false }, env(800)).height).toBe(600)
  })

  it('fullHeight takes the viewport height, less offsetTop', () => {
    const full = { ...SIZE, fullHeight: true }
    expect(computeLayout(full, env(800, 720)).height).toBe(720)
    expect(computeLayout(full, { ...env(800, 720), offsetTop: 120 }).height).toBe(600)
  })

  it('clamps the height by minHeight and maxHeight, 0 meaning no bound', () => {
    expect(computeLayout({ ...SIZE, minHeight: 700 }, env(800)).height).toBe(700)
    expect(computeLayout({ ...SIZE, maxHeight: 300 }, env(800)).height).toBe(300)
    expect(computeLayout({ ...SIZE, fullHeight: true, maxHeight: 500 }, env(800)).height).toBe(500)
    expect(computeLayout({ ...SIZE, minHeight: 400, maxHeight: 300 }, env(800)).height).toBe(400)
  })

  it('fullWidth off: the module is at most the grid wide and never upscales', () => {
    const boxed = { ...SIZE, fullWidth: false, upscaling: true }
    expect(computeLayout(boxed, env(2000))).toMatchObject({ width: 1600, scale: 1, height: 900 })
    expect(computeLayout(boxed, env(1000))).toMatchObject({ width: 1000, level: 2 })
  })

  it('the grid box: the grid at the scale, centred in a full-width module wider than it', () => {
    // Golden cases: a 1240 px grid in a 1280 px module starts at x = 20.
    const golden = { ...SIZE, width: [1240, 1240, 1024, 778, 480] as const }
    expect(computeLayout(golden, env(1280)).grid).toEqual({
      x: 20,
      y: 0,
      width: 1240,
      height: 900,
      scale: 1,
    })
    // Narrower than its grid: the grid is scaled to the module and fills it.
    const narrow = computeLayout(golden, env(700))
    expect(narrow.grid).toMatchObject({ x: 0, y: 0, width: 700 })
    expect(narrow.grid.height).toBeCloseTo(narrow.height)
  })

  it('golden-mobile: a 480 px container draws the tablet grid at 480 / 778, the module 370 px high', () => {
    const size = {
      ...SIZE,
      width: [1240, 1240, 1024, 778, 480],
      height: [600, 600, 600, 600, 600],
    } as const
    const layout = computeLayout(size, env(480))
    expect(layout.level).toBe(3)
    expect(layout.scale).toBeCloseTo(0.617, 3)
    expect(layout.height).toBeCloseTo(370.2, 1)
    expect(layout.grid).toMatchObject({ x: 0, y: 0, width: 480 })
  })

  it('fullHeight scales the grid by the smaller of the width and height ratios and centres it (golden-fullheight)', () => {
    const size = {
      ...SIZE,
      fullHeight: true,
      width: [1240, 1240, 1024, 778, 480],
      height: [900, 900, 900, 900, 900],
    } as const
    const layout = computeLayout(size, env(1280, 800))
    expect(layout).toMatchObject({ level: 0, width: 1280, height: 800 })
    expect(layout.scale).toBeCloseTo(800 / 900)
    expect(layout.grid.width).toBeCloseTo(1102.2, 1)
    expect(layout.grid.x).toBeCloseTo(88.9, 1)
    expect(layout.grid.y).toBe(0)
    expect(layout.grid.height).toBeCloseTo(800)
  })

  it('fullHeight in a tall window keeps the width scale and centres the grid vertically', () => {
    const size = { ...SIZE, fullHeight: true, height: [600, 600, 600, 600, 600] } as const
    const layout = computeLayout(size, env(800, 1000))
    expect(layout.scale).toBeCloseTo(800 / 1024)
    expect(layout.grid.height).toBeCloseTo(468.75)
    expect(layout.grid.y).toBeCloseTo((1000 - 468.75) / 2)
  })

  it('a module shorter than its grid (maxHeight) keeps the grid at the top', () => {
    const layout = computeLayout({ ...SIZE, respectRatio: false, maxHeight: 300 }, env(800))
    expect(layout.grid.y).toBe(0)
    expect(gridBox(1000, 500, 0.5, 1600, 900)).toEqual({
      x: 100,
      y: 25,
      width: 800,
      height: 450,
      scale: 0.5,
    })
  })

  it('a zero grid width does not produce NaN', () => {
    const layout = computeLayout({ ...SIZE, width: [0, 0, 0, 0, 0] }, env(800))
    expect(layout.scale).toBe(1)
    expect(Number.isFinite(layout.height)).toBe(true)
  })
})
