import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { bgSlider, fakeBrowserPerTest } from './test-harness'

const COLOURS = ['#c00', '#0c0', '#00c', '#cc0', '#0cc', '#c0c', '#888', '#444']

/** Eight slides, each with its own colour, changing with a 100 ms fade. */
function module(): RawRecord {
  const slides: RawRecord = {}
  COLOURS.forEach((color, i) => {
    const bg = {
      id: 'bg',
      type: 'shape',
      subtype: 'slidebg',
      bg: { color },
      tl: { in: { bg: { tr: 'fade', ms: 100 } } },
    }
    slides[i + 1] = { id: i + 1, slide: { title: `S${i + 1}`, order: i + 1 }, layers: { bg } }
  })
  return { id: 'bg', settings: { alias: 'bg', slideshow: { navDelay: 0 } }, slides }
}

const mount = fakeBrowserPerTest()

// docs/behaviour.md §4 "Removing a slide": later slides move down one index.
describe('slider.removeSlide with backgrounds', () => {
  it('every built slide keeps its own one background through the changes after a removal', async () => {
    const root = mount()
    const { slider, run } = bgSlider(root, module())
    await run(200)
    const go = async (index: number) => {
      slider.goTo(index)
      await run(600)
    }
    // Slides 0 to 7 visited: the far ones are released as the window moves.
    for (const index of [2, 4, 6, 7]) await go(index)
    slider.removeSlide(0)
    await run(100)
    for (const index of [4, 2, 0, 3, 6]) await go(index)
    const drawn = [...(root.querySelectorAll<HTMLElement>('.strata-slide') ?? [])].map((el) => {
      const bgs = [...el.querySelectorAll<HTMLElement>(':scope > .strata-bg')]
      return [el.dataset.slideId, bgs.map((bg) => bg.style.backgroundColor)]
    })
    expect(drawn.length).toBeGreaterThan(1)
    for (const [id, bgs] of drawn) expect(bgs).toEqual([COLOURS[Number(id) - 1]])
    slider.destroy()
  })
})
