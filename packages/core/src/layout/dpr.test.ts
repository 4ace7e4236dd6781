// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clampDpr } from './dpr'

describe('clampDpr', () => {
  it('Device pixel ratio is clamped to 1 to 2', () => {
    expect(clampDpr(3)).toBe(2)
    expect(clampDpr(0.5)).toBe(1)
    expect(clampDpr(1.5)).toBe(1.5)
  })

  it("'auto' follows the device ratio, still clamped to 1 to 2", () => {
    expect(clampDpr('auto', 3)).toBe(2)
    expect(clampDpr('auto', 1.25)).toBe(1.25)
    expect(clampDpr('auto', 0.75)).toBe(1)
  })

  it('a missing or broken ratio counts as 1', () => {
    expect(clampDpr('auto', Number.NaN)).toBe(1)
    expect(clampDpr(Number.NaN)).toBe(1)
    expect(clampDpr(0)).toBe(1)
  })
})
