import { adoptedRules } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preSize } from './presize-hook'

type PageWindow = Window & { SR7?: { JSON?: Record<string, unknown> } }
const page = window as PageWindow

const CALL = { id: 'SR7_1_1', el: [400], gw: [1240, 1240, 1024, 778, 480] }
const FIXED = { settings: { size: { respectRatio: false } }, slides: {} }
const RATIO_RULE = '#SR7_1_1:not([role]){aspect-ratio:1240/400;max-height:400px;}'
const FIXED_RULE = '#SR7_1_1:not([role]){height:400px;}'
const rules = () => adoptedRules().map((rule) => rule.replace(/\s/g, ''))

// The frame callbacks the hook asks for, run by the test.
let frames: FrameRequestCallback[]
beforeEach(() => {
  frames = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn))
})
afterEach(() => {
  document.adoptedStyleSheets = []
  delete page.SR7
  vi.restoreAllMocks()
})
const runFrames = () => {
  for (const fn of frames.splice(0)) fn(0)
}

describe("pre-sizing takes the module's inline data into account", () => {
  it('a module whose data is set before the call is reserved at its fixed heights at once', () => {
    page.SR7 = { JSON: { SR7_1_1: FIXED } }
    preSize(document, CALL)
    expect(rules()).toContain(FIXED_RULE)
    runFrames()
    expect(rules()).toContain(FIXED_RULE)
  })

  it('data set after the call (as pages do) is read again before the first frame', () => {
    preSize(document, CALL)
    expect(rules()).toContain(RATIO_RULE)
    page.SR7 = { JSON: { SR7_1_1: FIXED } }
    runFrames()
    expect(rules()).toContain(FIXED_RULE)
    expect(rules()).not.toContain(RATIO_RULE)
  })

  it('without data by the first frame (a module fetched later), the call stands as it was', () => {
    preSize(document, CALL)
    runFrames()
    expect(rules()).toContain(RATIO_RULE)
  })

  it('a parser that lays the page out before the data is set has the call read each frame until it is', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    preSize(document, CALL)
    runFrames()
    runFrames()
    expect(rules()).toContain(RATIO_RULE)
    page.SR7 = { JSON: { SR7_1_1: FIXED } }
    runFrames()
    expect(rules()).toContain(FIXED_RULE)
    // Read with its data, the call asks for no more frames.
    expect(frames).toHaveLength(0)
  })

  it('once the page is parsed without the data, no more frames are asked for', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    preSize(document, CALL)
    runFrames()
    expect(frames).toHaveLength(1)
    state.mockReturnValue('interactive')
    runFrames()
    expect(frames).toHaveLength(0)
    expect(rules()).toContain(RATIO_RULE)
  })

  it("a later call for the module is not replaced by an earlier one's second read", () => {
    preSize(document, CALL)
    preSize(document, { ...CALL, el: [300], size: { respectRatio: true } })
    page.SR7 = { JSON: { SR7_1_1: FIXED } }
    runFrames()
    expect(rules()).toContain('#SR7_1_1:not([role]){aspect-ratio:1240/300;max-height:300px;}')
    expect(rules().filter((rule) => rule.startsWith('#SR7_1_1:not'))).toHaveLength(1)
  })
})
