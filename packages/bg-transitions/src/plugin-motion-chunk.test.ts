import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { MOTION_AFTER_READY_MS } from './run/lazy-motion'
import * as motionChunk from './run/motion-chunk'
import { fakeBrowserPerTest } from './test-harness'

/** `count` (3) fading slides; `pan` gives the first slide's background a Ken Burns track. */
const module = (pan = false, count = 3): RawRecord => {
  const slides: RawRecord = {}
  for (let n = 1; n <= count; n++) {
    const tl: RawRecord = { bg: { all: [[], { tr: 'fade', d: 100 }] } }
    if (pan && n === 1) tl.pan = { all: [{ sX: 100 }, { sX: 120, d: 5000 }] }
    const bg = { id: 'bg', subtype: 'slidebg', bg: { color: '#333' }, tl: { in: tl } }
    slides[n] = { id: n, slide: { order: n }, layers: { bg } }
  }
  return { id: 'm', settings: { alias: 'm' }, slides }
}

// issue #25: slide changes and Ken Burns are an on-demand chunk (run/motion-chunk.ts), out of
// the package's first download.
describe('the slide changes chunk', () => {
  const mount = fakeBrowserPerTest()

  const start = async (data: RawRecord) => {
    const fake = createFakeScheduler()
    const slider = createSlider(mount(), {
      module: data,
      plugins: [bgTransitions()],
      scheduler: fake,
    })
    const names: string[] = []
    slider.on('bg-transitions:transition', (e) => names.push(e.name))
    // Registered before the plugin's own listener (its setup waits for its prepare).
    let loadsAtReady = -1
    slider.on('module:ready', () => {
      loadsAtReady = vi.mocked(FAMILY_CHUNKS.motion).mock?.calls.length ?? -1
    })
    const settle = async () => {
      for (let i = 0; i < 60 && (!slider.state.ready || slider.state.locked); i++) {
        fake.tick(16)
        await new Promise((r) => setTimeout(r, 0))
      }
    }
    /** Ready, and past the moment the chunk is asked for (run/lazy-motion.ts). */
    const rest = async () => {
      await settle()
      for (let t = 0; t <= MOTION_AFTER_READY_MS; t += 16) {
        fake.tick(16)
        await new Promise((r) => setTimeout(r, 0))
      }
    }
    return { slider, names, settle, rest, loadsAtReady: () => loadsAtReady }
  }

  it('is asked for once the module is ready, not before; a module whose first slide pans loads it before', async () => {
    const load = vi.spyOn(FAMILY_CHUNKS, 'motion')
    const still = await start(module())
    await still.settle()
    // Ready, and not yet: a moment after (MOTION_AFTER_READY_MS).
    expect([still.loadsAtReady(), load.mock.calls.length]).toEqual([0, 0])
    await still.rest()
    expect(load.mock.calls.length).toBe(1)
    still.slider.destroy()
    load.mockClear()
    const panned = await start(module(true))
    await panned.rest()
    expect([panned.loadsAtReady(), load.mock.calls.length]).toEqual([1, 1])
    panned.slider.destroy()
  })

  it('a module of one slide never asks for it', async () => {
    const load = vi.spyOn(FAMILY_CHUNKS, 'motion')
    const one = await start(module(false, 1))
    await one.rest()
    expect(load).not.toHaveBeenCalled()
    one.slider.destroy()
  })

  it('a change asked for before the chunk arrives waits for it, then runs its transition', async () => {
    let arrive = (): void => {}
    vi.spyOn(FAMILY_CHUNKS, 'motion').mockImplementation(
      () => new Promise((resolve) => (arrive = () => resolve(motionChunk))),
    )
    const { slider, names, settle } = await start(module())
    await settle()
    slider.next()
    await settle()
    expect([names, slider.state.index, slider.state.locked]).toEqual([[], 0, true])
    arrive()
    await settle()
    expect([names, slider.state.index]).toEqual([['fade'], 1])
    expect(slider.report).toEqual([])
    slider.destroy()
  })

  it('a chunk that fails to load: the slide changes without a transition, reported at its path; the next change loads it', async () => {
    // Offline for the load at ready (tried again by the change, unreported) and the change's.
    vi.spyOn(FAMILY_CHUNKS, 'motion')
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
    const { slider, names, settle, rest } = await start(module())
    await rest()
    slider.next()
    await settle()
    expect([names, slider.state.index]).toEqual([[], 1])
    expect(slider.report).toEqual([
      {
        path: 'slides.2.layers.bg.tl.in.bg',
        message: 'the transition could not be loaded (offline); the slide changes without one',
      },
    ])
    slider.next()
    await settle()
    expect([names, slider.state.index]).toEqual([['fade'], 2])
    slider.destroy()
  })
})
