import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { fakeBrowserPerTest } from './test-harness'
import type { BgAnimation } from './types'

// Loaded once, so a slider's first change does not wait on how fast the runner transforms it.
await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

/** Four slides whose slidebg layers all run `bg` (`tl.in.bg`). */
const module = (bg: RawRecord): RawRecord => {
  const slides: RawRecord = {}
  for (const n of [1, 2, 3, 4]) {
    const layer = { id: 'bg', subtype: 'slidebg', bg: { color: '#333' }, tl: { in: { bg } } }
    slides[n] = { id: n, slide: { order: n }, layers: { bg: layer } }
  }
  return { id: 'm', settings: { alias: 'm' }, slides }
}

describe('kept plans: a change that repeats reuses its plan and runs (issue #25)', () => {
  const mount = fakeBrowserPerTest()
  let root: HTMLElement

  /** A slider of `data`; `changes` lists each change's browser keyframes, by element. */
  const start = async (data: RawRecord) => {
    root = mount()
    const animate = vi.spyOn(Element.prototype, 'animate')
    let draws = 0
    const fake = createFakeScheduler()
    const slider = createSlider(root, {
      module: data,
      plugins: [bgTransitions({ random: () => (draws++ % 10) / 10 })],
      scheduler: fake,
    })
    const settle = async () => {
      for (let i = 0; i < 80 && (!slider.state.ready || slider.state.locked); i++) {
        fake.tick(16)
        await new Promise((r) => setTimeout(r, 0))
      }
    }
    await settle()
    const change = async () => {
      animate.mockClear()
      slider.next()
      await settle()
      return animate.mock.calls.map(([frames]) => frames as Keyframe[] | null)
    }
    return { slider, change, draws: () => draws }
  }

  it('the same transition on the same canvas, the same way: the same keyframes, made once', async () => {
    const { slider, change, draws } = await start(module({ all: [[], { tr: 'cube', d: 100 }] }))
    const first = await change()
    const second = await change()
    // The outgoing face, its shade and the incoming face; a cube's faces dip, so theirs are
    // sampled a frame apart: the same lists, not made again.
    expect(first.map((frames) => frames?.length)).toEqual([7, 2, 7])
    for (const [i, frames] of second.entries()) expect(frames).toBe(first[i])
    expect(draws()).toBe(0)
    slider.destroy()
  })

  it('a random transition draws again at each change: its plan is not kept', async () => {
    const { slider, change, draws } = await start(module({ all: [[], { tr: 'random', d: 100 }] }))
    await change()
    const after = draws()
    await change()
    expect(after).toBeGreaterThan(0)
    expect(draws()).toBeGreaterThan(after)
    slider.destroy()
  })

  it("a slide's model changed in place is planned again", async () => {
    const { slider, change } = await start(module({ all: [[], { tr: 'basic', d: 100 }] }))
    const slides = slider.module?.slides ?? []
    for (const slide of slides) {
      const anim = slide.backgroundAnimation as BgAnimation
      anim.in.x = '100%'
    }
    const first = await change()
    const turn = slides[2]?.backgroundAnimation as BgAnimation
    turn.in.x = '-50%'
    const second = await change()
    expect(first[0]?.[0]).toMatchObject({ transform: expect.stringContaining('100%') })
    expect(second[0]?.[0]).toMatchObject({ transform: expect.stringContaining('-50%') })
    slider.destroy()
  })
})
