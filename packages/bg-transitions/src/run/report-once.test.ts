import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { FAMILY_CHUNKS } from '../families/families'
import { bgTransitions } from '../plugin'
import { fakeBrowserPerTest } from '../test-harness'

await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

const mount = fakeBrowserPerTest()

/** Two slides whose transition (`tr`) names no preset. */
const module = (): RawRecord => {
  const slides: RawRecord = {}
  for (const n of [1, 2]) {
    const bg = { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: '#c33' } }
    const tl = { in: { bg: { ms: 100, tr: 'spiral' } } }
    slides[n] = { id: n, slide: { order: n }, layers: { bg: { ...bg, tl } } }
  }
  return { id: 'x', settings: { alias: 'x' }, slides }
}

// A looping slideshow changes to the same slides again and again: its data's problem is one.
describe('an unknown transition name', () => {
  it('is reported once per slide, not again at every change to it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fake = createFakeScheduler()
    const slider = createSlider(mount(), {
      module: module(),
      plugins: [bgTransitions()],
      scheduler: fake,
    })
    const run = async (ms: number) => {
      for (let t = 0; t < ms; t += 16) {
        fake.tick(16)
        await new Promise((done) => setTimeout(done, 0))
      }
    }
    await run(500)
    for (let i = 0; i < 4; i++) {
      slider.next()
      await run(500)
    }
    const message = 'unknown transition "spiral"; using a fade'
    // Said as the data is read (normalise.ts), in slide order, and never at a change.
    expect(slider.report).toEqual([
      { path: 'slides.1.layers.bg.tl.in.bg.tr', message },
      { path: 'slides.2.layers.bg.tl.in.bg.tr', message },
    ])
    expect(warn).toHaveBeenCalledTimes(2)
    slider.destroy()
  })
})
