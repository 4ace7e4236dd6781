import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it } from 'vitest'
import { mountCarousel, touchPointer } from './test-harness'

type Mounted = Awaited<ReturnType<typeof mountCarousel>>
let mounted: Mounted | undefined
afterEach(() => {
  mounted?.cleanup()
  mounted = undefined
})

const { fire, rest } = touchPointer()

/** A carousel of `count` slides at the mobile level (400 px), those in `hidden` (0-based) `hom`. */
async function mountMobile(count: number, hidden: number[]) {
  const slides: Record<number, RawRecord> = {}
  for (const i of hidden) slides[i + 1] = { slideshow: { hom: true } }
  mounted = await mountCarousel(count, {}, { slides, width: 400 })
  return mounted
}

/** Drags the strip from x 300 by `slides` pitches, then rests before release (no momentum). */
async function drag(m: Mounted, slides: number) {
  const api = m.slider.plugin('carousel')
  const stage = m.root.querySelector('.strata-stage')
  if (!api || !stage) throw new Error('no carousel')
  const pitch = api.layout().geometry.pitch
  fire(stage, 'pointerdown', 300)
  for (let i = 1; i <= 8; i++) fire(stage, 'pointermove', 300 - (slides * pitch * i) / 8)
  await m.run(16)
  rest(200)
  fire(stage, 'pointerup', 300 - slides * pitch)
  await m.run(900)
  return api
}

// docs/behaviour.md §4.1: a request lands only on a navigable slide; a drag is the visitor's.
describe('a drag towards a slide hidden at this level (hideOnMobile at the mobile level)', () => {
  it('rests on the next navigable slide, the current one, with no report entry', async () => {
    const m = await mountMobile(5, [1])
    expect(m.slider.state.level).toBe(4)
    const api = await drag(m, 1)
    // Slide 1 has no place on the strip: slide 2 is its second place.
    expect([api.position(), m.slider.state.index, m.slider.state.locked]).toEqual([1, 2, false])
    expect(m.slider.report).toEqual([])
  })

  it('dragged back over two hidden slides, rests on the navigable neighbour', async () => {
    const m = await mountMobile(5, [1, 2])
    m.slider.goTo(3)
    await m.run(900)
    const api = await drag(m, -1)
    // Slides 2 and 1 are hidden, with no place on the strip: slide 0 is 3's neighbour.
    expect([api.position(), m.slider.state.index]).toEqual([0, 0])
    expect(m.slider.report).toEqual([])
  })
})
