// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dragPolicy } from './drag-policy'

describe('who drags the strip', () => {
  it('without @strata/nav the carousel drags by any pointer after the 5 px touch threshold', () => {
    expect(dragPolicy({}, true)).toEqual({
      enabled: true,
      mouse: true,
      tolerance: 5,
      navSwipe: false,
    })
    expect(dragPolicy({}, false).enabled).toBe(false)
  })

  it("with @strata/nav the module's swipe settings decide: use, desktop (mouse) and tolerance", () => {
    const nav = (swipe: object) => ({ nav: { swipe } })
    expect(dragPolicy(nav({ use: false, desktop: false, tolerance: 5 }), true).enabled).toBe(false)
    expect(dragPolicy(nav({ use: true, desktop: false, tolerance: 12 }), true)).toEqual({
      enabled: true,
      mouse: false,
      tolerance: 12,
      navSwipe: true,
    })
    expect(dragPolicy(nav({ use: true, desktop: true, tolerance: 'x' }), true)).toMatchObject({
      mouse: true,
      tolerance: 5,
    })
  })
})
