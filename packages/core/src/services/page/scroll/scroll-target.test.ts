// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { easeByName } from './ease'
import { DEFAULT_SCROLL_EASE } from './scroll-defaults'
import { scrollTarget } from './scroll-target'

const page = { documentHeight: 3000, viewportHeight: 800 }

describe('scrollTarget', () => {
  it('scrolls to the anchor top minus the offset', () => {
    expect(scrollTarget({ ...page, top: 1000, offset: 80 })).toBe(920)
  })

  it('the target is capped at document height minus viewport minus 1', () => {
    expect(scrollTarget({ ...page, top: 2900 })).toBe(3000 - 800 - 1)
  })

  it('is not scrolled if it is below 0', () => {
    expect(scrollTarget({ ...page, top: 50, offset: 100 })).toBeNull()
    // A page shorter than the viewport caps below 0 too.
    expect(scrollTarget({ top: 10, documentHeight: 500, viewportHeight: 800 })).toBeNull()
  })

  it('a non-finite position is not scrolled to', () => {
    expect(scrollTarget({ ...page, top: Number.NaN })).toBeNull()
  })
})

describe('easeByName', () => {
  it('reads GSAP-style names: power2.inOut, sine.out, none, Power3.easeInOut', () => {
    for (const name of ['power2.inOut', 'sine.out', 'none', 'Power3.easeInOut', 'expo.in']) {
      const ease = easeByName(name)
      expect(ease?.(0), name).toBeCloseTo(0)
      expect(ease?.(1), name).toBeCloseTo(1)
    }
    expect(easeByName('power2.inOut')?.(0.5)).toBeCloseTo(0.5)
    expect(easeByName('power2.in')?.(0.5)).toBeCloseTo(0.125)
    expect(easeByName('power2')?.(0.5)).toBeCloseTo(0.875)
  })

  it('an unknown name gives null; the default ease exists', () => {
    expect(easeByName('bounce.wobble')).toBeNull()
    expect(easeByName('power2.sideways')).toBeNull()
    expect(easeByName(DEFAULT_SCROLL_EASE)).toBeTypeOf('function')
  })
})
