import { afterEach, describe, expect, it, vi } from 'vitest'
import { coloursInData } from './colours-in-data'
import { ramp, rampModule, startWith, stopsIn } from './test-colours'

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

describe("backgrounds that need core's gradient reader (issue #25: an on-demand chunk)", () => {
  it("reads each slide's slidebg colour from the raw data, before it is normalised", () => {
    expect(coloursInData(rampModule())).toEqual([ramp, '#3c3'])
    expect(coloursInData({ slides: { 1: { layers: {} } } })).toEqual([null])
    expect(coloursInData(null)).toEqual([])
  })

  it('an eased ramp in the data is final at its first draw: prepare loaded the reader', async () => {
    const { slider, first } = await startWith(rampModule())
    expect(slider.state.ready).toBe(true)
    // Eased from its stops (9 of them), not the editor's CSS.
    expect(stopsIn(first())).toBe(9)
    slider.destroy()
  })
})
