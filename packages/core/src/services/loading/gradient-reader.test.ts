import { beforeEach, describe, expect, it, vi } from 'vitest'

// The reader is loaded once per page: each test starts from a fresh module, reader not loaded.
const fresh = () => import('./gradient-reader')
beforeEach(() => {
  vi.resetModules()
})

const stops = [
  { r: 255, g: 0, b: 0, a: 1, position: 0 },
  { r: 0, g: 0, b: 255, a: 1, position: 100 },
]
const ramp = { type: 'linear', angle: 0, easing: 'power1.in', colors: stops }
// As exports have it: the editor's own CSS of the ramp beside its stops.
const exported = { ...ramp, string: 'linear-gradient(0deg, red, blue)' }
const rgba = (css: string) => css.match(/rgba/g)?.length ?? 0

describe('the full gradient reader is an on-demand chunk (issue #25)', () => {
  it('colours parseColour reads need no reader: preparing them loads nothing', async () => {
    const { prepareColours, readColour } = await fresh()
    const report = vi.fn()
    await prepareColours([
      '#264653',
      { type: 'solid', orig: '#000' },
      null,
      { type: 'radial', colors: stops },
    ])
    expect(readColour('#264653', report, 'c')).toBe('#264653')
    // Not loaded: an eased ramp reads as the editor's own CSS for now.
    const late = vi.fn()
    expect(readColour(exported, report, 'c', late)).toBe(exported.string)
    expect(late).not.toHaveBeenCalled()
    expect(report).not.toHaveBeenCalled()
  })

  it('an eased ramp in the data loads it before the first paint: read at once, final', async () => {
    const { prepareColours, readColour } = await fresh()
    await prepareColours(['#fff', ramp])
    const late = vi.fn()
    expect(rgba(readColour(ramp, vi.fn(), 'c', late))).toBe(9)
    expect(late).not.toHaveBeenCalled()
  })

  it("a ramp read before the reader loaded shows the editor's CSS (or nothing), then `late` gets the eased CSS", async () => {
    const { readColour } = await fresh()
    const late = vi.fn()
    expect(readColour(exported, vi.fn(), 'c', late)).toBe(exported.string)
    expect(readColour(ramp, vi.fn(), 'c', late)).toBe('transparent')
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(2))
    for (const [css] of late.mock.calls) expect(rgba(css as string)).toBe(9)
  })

  it('a broken colour is transparent until the reader says, at each field, what is wrong', async () => {
    const { readColour } = await fresh()
    const report = vi.fn()
    const late = vi.fn()
    const broken = { type: 'linear', angle: 'x', colors: [] }
    expect(readColour(broken, report, 'settings.bg.color', late)).toBe('transparent')
    await vi.waitFor(() => expect(late).toHaveBeenCalled())
    expect(late.mock.calls[0]?.[0]).toMatch(/^linear-gradient\(180\.1deg/)
    expect(report.mock.calls.map(([path]) => path)).toEqual([
      'settings.bg.color.angle',
      'settings.bg.color.colors',
    ])
  })
})
