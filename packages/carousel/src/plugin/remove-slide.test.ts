import { afterEach, describe, expect, it } from 'vitest'
import { expectPose, mountCarousel } from './test-harness'

type Mounted = Awaited<ReturnType<typeof mountCarousel>>
let m: Mounted | undefined
afterEach(() => {
  m?.cleanup()
  m = undefined
})

// docs/behaviour.md §4 "Removing a slide": later slides move down one index, count follows.
describe('slider.removeSlide in a carousel', () => {
  it('the current slide taken out: the next one is focused in its place, at full opacity, on a strip one shorter', async () => {
    m = await mountCarousel(6, { scale: true, minS: 60, opacity: true, maxO: 50 })
    const second = m.slide(1)
    m.slider.removeSlide(0)
    await m.run(100)
    const api = m.slider.plugin('carousel')
    expect([m.slider.state.index, m.slider.state.count, api?.layout().count]).toEqual([0, 5, 5])
    expect(api?.position()).toBe(0)
    expect(m.slide(0)).toBe(second)
    expect(m.slide(0)?.style.opacity).toBe('1')
    expectPose(m, 0, 0)
    expectPose(m, 1, 1)
  })

  it('a slide before the focus taken out: the focus moves down with its slide, which stays in the middle', async () => {
    m = await mountCarousel(7, { opacity: true, maxO: 40 })
    m.slider.goTo(3)
    await m.run(1200)
    const focused = m.slide(3)
    m.slider.removeSlide(1)
    await m.run(100)
    expect(m.slider.state.index).toBe(2)
    expect(m.slider.plugin('carousel')?.position()).toBe(2)
    expect(m.slide(2)).toBe(focused)
    expectPose(m, 2, 0)
    expectPose(m, 3, 1)
    expectPose(m, 1, -1)
  })

  it('endless: the last slide taken out, the new last one waits one step before the first', async () => {
    m = await mountCarousel(5, { infinity: true, opacity: true, maxO: 40 })
    m.slider.removeSlide(4)
    await m.run(100)
    expect(m.slider.plugin('carousel')?.layout().count).toBe(4)
    expectPose(m, 0, 0)
    expectPose(m, 3, -1)
    m.slider.prev()
    await m.run(1200)
    expect(m.slider.state.index).toBe(3)
    expectPose(m, 3, 0)
  })

  it('two slides after the focus taken out: the slide moved into the peek slot is built and shown', async () => {
    // maxV 3 centred on slide 0 of 12: 0..3 built; two removals bring slide 4 to the peek at 2.
    m = await mountCarousel(12)
    expect(m.slide(4)).toBeNull()
    m.slider.removeSlide(1)
    await m.run(100)
    m.slider.removeSlide(1)
    await m.run(100)
    expect(m.slide(2)?.dataset.slideId).toBe('5')
    expectPose(m, 2, 2)
  })

  it('showAllLayers individual: a slide taken out takes its “seen” with it, later slides keep theirs', async () => {
    m = await mountCarousel(9, { showAllLayers: 'individual' })
    const api = m.slider.plugin('carousel')!
    m.slider.goTo(4)
    await m.run(900)
    // Seen: 0 and 1 (at the start), 3, 4 and 5; slides 2 and 6 only peeked.
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => api.layersOn(i))).toEqual([
      true,
      true,
      false,
      true,
      true,
      true,
      false,
    ])
    m.slider.removeSlide(0)
    await m.run(100)
    // The old slides 2 and 6 (now 1 and 5) have still not come into view.
    expect([0, 1, 2, 3, 4, 5].map((i) => api.layersOn(i))).toEqual([
      true,
      false,
      true,
      true,
      true,
      false,
    ])
    expect(m.slide(5)?.hasAttribute('data-carousel-layers')).toBe(false)
  })
})
