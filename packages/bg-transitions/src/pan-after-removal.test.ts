import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler } from '@strata/core/testing'
import { expect, it, vi } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { MOTION_AFTER_READY_MS } from './run/lazy-motion'
import * as motionChunk from './run/motion-chunk'
import { fakeBrowserPerTest } from './test-harness'

/** Three fading slides; the third's background pans (Ken Burns). */
const module = (): RawRecord => {
  const slides: RawRecord = {}
  for (let n = 1; n <= 3; n++) {
    const tl: RawRecord = { bg: { all: [[], { tr: 'fade', d: 100 }] } }
    if (n === 3) tl.pan = { all: [{ sX: 100 }, { sX: 120, d: 5000 }] }
    const bg = { id: 'bg', subtype: 'slidebg', bg: { color: '#333' }, tl: { in: tl } }
    slides[n] = { id: n, slide: { order: n }, layers: { bg } }
  }
  return { id: 'm', settings: { alias: 'm' }, slides }
}

const mount = fakeBrowserPerTest()

// run/lazy-motion.ts: a pan met while the motion chunk is still on its way starts when it
// arrives, if its slide still shows. `slider.removeSlide` of an earlier slide meanwhile moves
// the shown slide down one: it still shows, and its pan must start.
it('a pan waiting for the motion chunk starts on its slide after an earlier slide was removed', async () => {
  let after = false
  let arrive = (): void => {}
  // Offline until the third slide shows (the change runs without a transition), then on its way.
  vi.spyOn(FAMILY_CHUNKS, 'motion').mockImplementation(() =>
    after
      ? new Promise((resolve) => (arrive = () => resolve(motionChunk)))
      : Promise.reject(new Error('offline')),
  )
  const fake = createFakeScheduler()
  const root = mount()
  const slider = createSlider(root, {
    module: module(),
    plugins: [bgTransitions()],
    scheduler: fake,
  })
  // Registered before the plugin's own listener (its setup waits for its prepare).
  slider.on('slide:after', ({ index }) => {
    after = index === 2
  })
  const run = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      fake.tick(16)
      await new Promise((r) => setTimeout(r, 0))
    }
  }
  await run(MOTION_AFTER_READY_MS + 200)
  slider.pause()
  slider.goTo(2)
  await run(300)
  expect(slider.state.index).toBe(2)
  slider.removeSlide(0)
  await run(100)
  expect(slider.state.index).toBe(1)
  const animate = vi.spyOn(Element.prototype, 'animate')
  arrive()
  await run(100)
  const bg = root.querySelector('.strata-slide[data-index="1"] > .strata-bg') ?? null
  expect(animate.mock.contexts).toContain(bg)
  slider.destroy()
})
