import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { MOTION_AFTER_READY_MS } from './run/lazy-motion'
import { bgSlider, fakeBrowserPerTest } from './test-harness'

await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

/** Three slides with a colour each and their own 200 ms fade. */
function module(): RawRecord {
  const slides: RawRecord = {}
  for (const [i, color] of ['#c00', '#0c0', '#00c'].entries()) {
    const bg = { tr: 'fade', ms: 200 }
    const layer = { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color }, tl: { in: { bg } } }
    slides[i + 1] = { id: i + 1, slide: { order: i + 1 }, layers: { bg: layer } }
  }
  return { id: 'bg', settings: { alias: 'bg' }, slides }
}

const mount = fakeBrowserPerTest()

async function start() {
  const { slider, run } = bgSlider(mount(), module())
  await run(MOTION_AFTER_READY_MS + 200)
  return { slider, run }
}

// The site's own values for every change (`set()`): their problems are said where the site set them.
describe("bg-transitions' set() with values it cannot use", () => {
  it('an unknown transition is reported under the plugin, not the slide, and the change fades', async () => {
    const { slider, run } = await start()
    slider.plugin('bg-transitions')?.set({ transition: 'nope' })
    slider.next()
    await run(800)
    expect(slider.state.index).toBe(1)
    expect(slider.report.map((e) => [e.path, e.message])).toEqual([
      ['plugins.bg-transitions.transition', 'unknown transition "nope"; using a fade'],
    ])
    slider.destroy()
  })

  it('a duration of NaN, Infinity, below 0 or not a number is reported, and the change ends in the slide’s own time', async () => {
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, -5, '300' as unknown as number]) {
      const { slider, run } = await start()
      slider.plugin('bg-transitions')?.set({ transition: 'fade', duration })
      slider.next()
      await run(800)
      expect([duration, slider.state.index, slider.state.locked]).toEqual([duration, 1, false])
      expect(slider.report.map((e) => [e.path, e.message])).toEqual([
        [
          'plugins.bg-transitions.duration',
          "must be a number of ms, at least 0; using the slide's own",
        ],
      ])
      slider.destroy()
    }
  })
})
