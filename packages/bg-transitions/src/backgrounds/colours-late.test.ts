import { afterEach, describe, expect, it, vi } from 'vitest'
import { rampModule, startWith, stopsIn } from './test-colours'

// Data that reaches a slide after `prepare` (a feed): here `prepareColours` loads nothing.
vi.mock('@strata/core/loading', async (real) => ({
  ...(await real<typeof import('@strata/core/loading')>()),
  prepareColours: async () => {},
}))

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

describe('a background whose gradient reader had not loaded (issue #25)', () => {
  it("shows the editor's CSS first, then is painted again with the eased ramp", async () => {
    const { slider, first, now } = await startWith(rampModule())
    expect(first()).toContain('linear-gradient(90deg, red, blue)')
    await vi.waitFor(() => expect(stopsIn(now())).toBe(9))
    slider.destroy()
  })
})
