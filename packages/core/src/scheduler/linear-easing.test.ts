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

  it('samples a curve once per length: the same text again, without calling the curve', () => {
    let calls = 0
    const curve = (p: number) => {
      calls++
      return p * p
    }
    const first = linearEasing(curve, 300)
    const sampled = calls
    expect(sampled).toBe(19)
    expect(linearEasing(curve, 300)).toBe(first)
    expect(calls).toBe(sampled)
    // Another length is sampled anew; another curve too, even with the same values.
    expect(linearEasing(curve, 600)).not.toBe(first)
    expect(calls).toBe(sampled + 37)
    expect(linearEasing((p) => p * p, 300)).toBe(first)
  })

  it('keeps at most 64 lengths of a curve, then starts over', () => {
    let calls = 0
    const curve = (p: number) => {
      calls++
      return p
    }
    for (let ms = 1; ms <= 65; ms++) linearEasing(curve, ms)
    calls = 0
    linearEasing(curve, 65)
    expect(calls).toBe(0)
    linearEasing(curve, 1)
    expect(calls).toBeGreaterThan(0)
  })
})
