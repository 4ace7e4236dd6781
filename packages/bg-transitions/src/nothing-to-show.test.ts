import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgSlider, fakeBrowserPerTest } from './test-harness'

await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

const mount = fakeBrowserPerTest()

/** Two slides with a colour and a Ken Burns pan each, both hidden on mobile (`hom`). */
function module(): RawRecord {
  const slides: RawRecord = {}
  for (const [i, color] of ['#c00', '#0c0'].entries()) {
    const tl = { in: { pan: { set: true } } }
    const layer = { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color }, tl }
    slides[i + 1] = {
      id: i + 1,
      slide: { order: i + 1, slideshow: { hom: true } },
      layers: { bg: layer },
    }
  }
  return { id: 'bg', settings: { alias: 'bg' }, slides }
}

// docs/behaviour.md §2: with no slide to show, the error slide shows and the index stays -1.
describe('bg-transitions with nothing to show', () => {
  it('asks for no slide of index -1: no stray slide element is made', async () => {
    const root = mount()
    root.getBoundingClientRect = () => ({ width: 400, height: 300 }) as DOMRect
    const { slider, run } = bgSlider(root, module())
    await slider.ready
    await run(200)
    expect(slider.state.index).toBe(-1)
    expect(root.querySelector('.strata-error-slide')).not.toBeNull()
    expect(root.querySelectorAll('.strata-slide[data-index]')).toHaveLength(0)
    slider.destroy()
  })
})
