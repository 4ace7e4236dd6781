import { describe, expect, it } from 'vitest'
import { computeLayout } from './sizing'
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

  it('a zero grid width does not produce NaN', () => {
    const layout = computeLayout({ ...SIZE, width: [0, 0, 0, 0, 0] }, env(800))
    expect(layout.scale).toBe(1)
    expect(Number.isFinite(layout.height)).toBe(true)
  })
})
