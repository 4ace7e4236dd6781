// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { frameSamples, linearEasing, MAX_SAMPLES } from './linear-easing'

describe('linearEasing: an ease function as a CSS linear() easing (issue #25)', () => {
  it('samples a frame (60 Hz) apart, both ends included, at most MAX_SAMPLES', () => {
    expect(frameSamples(300)).toBe(19)
    expect(frameSamples(0)).toBe(2)
    expect(frameSamples(3000)).toBe(MAX_SAMPLES)
  })

  it('lists the curve at each sample to 5 decimals', () => {
    expect(linearEasing((p) => p, 0)).toBe('linear(0,1)')
    const cubic = linearEasing((p) => p ** 3, 300)
    const stops = /^linear\((.*)\)$/.exec(cubic)?.[1]?.split(',').map(Number)
    expect(stops).toHaveLength(19)
    expect(stops?.[9]).toBe(0.125)
    expect(stops?.[1]).toBe(Math.round((1 / 18) ** 3 * 1e5) / 1e5)
  })
})
