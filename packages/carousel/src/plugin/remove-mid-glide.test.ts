import { afterEach, describe, expect, it } from 'vitest'
import { expectPose, mountCarousel, touchPointer } from './test-harness'

type Mounted = Awaited<ReturnType<typeof mountCarousel>>
let m: Mounted | undefined
afterEach(() => {
  m?.cleanup()
  m = undefined
})

/**
 * A short, quick drag by `px` (positive: the pointer goes left): no step (core's rule wants
 * 130 ms), so the strip glides back to its slide with no slide change, and core removes at once.
 */
function nudge(mounted: Mounted, px: number): void {
  const stage = mounted.root.querySelector('.strata-stage')!
  const { fire } = touchPointer()
  fire(stage, 'pointerdown', 500)
  for (let i = 1; i <= 4; i++) fire(stage, 'pointermove', 500 - (px * i) / 4)
  fire(stage, 'pointerup', 500 - px)
}

// docs/behaviour.md §4 "Removing a slide": the strip is one place shorter, its focus on the same slide.
describe('slider.removeSlide while the strip moves (issue #25)', () => {
  it('a slide before the focus taken out mid-glide: the places are read again at once, and the glide ends on the slide’s new place', async () => {
    m = await mountCarousel(7, { opacity: true, maxO: 40 })
    const api = m.slider.plugin('carousel')!
    m.slider.goTo(3)
    await m.run(900)
    nudge(m, 60)
    await m.run(48)
    expect(api.position()).toBeGreaterThan(3)
    const focused = m.slide(3)
    m.slider.removeSlide(0)
    await m.run(16)
    expect(m.slider.state).toMatchObject({ index: 2, count: 6 })
    expect(api.layout().count).toBe(6)
    // Still gliding, now toward place 2: no jump to the next slide's place.
    expect(api.position()).toBeGreaterThan(2)
    expect(api.position()).toBeLessThan(2.2)
    await m.run(900)
    expect(api.position()).toBe(2)
    expect(m.slide(2)).toBe(focused)
    expectPose(m, 2, 0)
    expectPose(m, 3, 1)
    expectPose(m, 1, -1)
  })

  it('endless: the slide behind the focus taken out mid-glide; the new last slide waits one place before the first', async () => {
    m = await mountCarousel(6, { infinity: true, opacity: true, maxO: 40 })
    const api = m.slider.plugin('carousel')!
    nudge(m, -60)
    await m.run(48)
    m.slider.removeSlide(5)
    await m.run(16)
    expect(api.layout().count).toBe(5)
    await m.run(900)
    expect(m.slider.state).toMatchObject({ index: 0, count: 5 })
    expect(api.position()).toBe(0)
    expectPose(m, 0, 0)
    expectPose(m, 4, -1)
    expectPose(m, 1, 1)
  })

  it('the current (last) slide taken out mid-glide: the glide ends, the first slide is focused at once', async () => {
    m = await mountCarousel(7, { opacity: true, maxO: 40 })
    const api = m.slider.plugin('carousel')!
    m.slider.goTo(6)
    await m.run(900)
    nudge(m, -60)
    await m.run(48)
    m.slider.removeSlide(6)
    await m.run(16)
    expect(m.slider.state).toMatchObject({ index: 0, count: 6 })
    expect(api.position()).toBe(0)
    await m.run(900)
    expect(api.position()).toBe(0)
    expectPose(m, 0, 0)
    expectPose(m, 1, 1)
  })

  it('two slides after the focus taken out mid-glide: the slide moved into the peek slot is built and shown', async () => {
    // maxV 3 centred on slide 0 of 12: 0..3 built; two removals bring slide 4 to the peek at 2.
    m = await mountCarousel(12)
    expect(m.slide(4)).toBeNull()
    nudge(m, 40)
    await m.run(32)
    m.slider.removeSlide(1)
    m.slider.removeSlide(1)
    await m.run(32)
    expect(m.slide(2)?.dataset.slideId).toBe('5')
    await m.run(900)
    expect(m.slider.plugin('carousel')!.position()).toBe(0)
    expectPose(m, 2, 2)
  })
})
