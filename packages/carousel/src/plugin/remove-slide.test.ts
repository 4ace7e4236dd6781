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
})
