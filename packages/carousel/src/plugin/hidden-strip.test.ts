import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectPose, mountCarousel } from './test-harness'

let mounted: Awaited<ReturnType<typeof mountCarousel>> | undefined
afterEach(() => {
  mounted?.cleanup()
  mounted = undefined
})

/** A carousel of `count` slides, 400 px wide (the mobile level); `slides` as the harness's. */
async function mount(count: number, slides: Record<number, RawRecord>, carouselSettings = {}) {
  const m = await mountCarousel(count, carouselSettings, { slides, width: 400 })
  mounted = m
  return { ...m, api: () => m.slider.plugin('carousel') ?? (null as never) }
}

const hiddenOnMobile = { slideshow: { hom: true } }

// docs/behaviour.md §4.1 and the carousel section: the strip holds the navigable slides only.
describe('a carousel with a slide hidden at this level', () => {
  it('draws no place for it: hidden and inert, and its neighbours close up', async () => {
    const m = await mount(5, { 2: hiddenOnMobile })
    expect(m.slider.state.level).toBe(4)
    expect(m.api().layout().count).toBe(4)
    // Built (core's window counts it) but never shown: no box, no focus, nothing for
    // assistive technology.
    const hidden = m.slide(1)
    expect(hidden?.style.display).toBe('none')
    expect(hidden?.hasAttribute('inert')).toBe(true)
    expect(hidden?.getAttribute('aria-hidden')).toBe('true')
    // Slide 2 is the focused slide's neighbour.
    expectPose(m, 2, 1)
    expect(m.slide(2)?.style.display).toBe('')
    expect(m.slider.report).toEqual([])
  })

  it('`next` moves the strip one place, from slide 0 to slide 2', async () => {
    const m = await mount(5, { 2: hiddenOnMobile })
    m.slider.next()
    await m.run(900)
    expect([m.slider.state.index, m.api().position()]).toEqual([2, 1])
    expectPose(m, 2, 0)
    expectPose(m, 0, -1)
    expectPose(m, 3, 1)
    expect(m.slide(1)?.style.display).toBe('none')
  })

  it('widened past the mobile level and narrowed again, keeps the current slide in focus', async () => {
    const m = await mount(6, { 2: hiddenOnMobile })
    m.slider.goTo(3)
    await m.run(900)
    expect(m.api().position()).toBe(2)
    await m.resize(1000)
    expect(m.slider.state.level).not.toBe(4)
    // Every slide has its place again: slide 3 stays in focus, slide 1 back between 0 and 2.
    expect([m.slider.state.index, m.api().position(), m.api().layout().count]).toEqual([3, 3, 6])
    expectPose(m, 3, 0)
    expectPose(m, 1, -2)
    expect(m.slide(1)?.style.display).toBe('')
    await m.resize(400)
    expect([m.slider.state.index, m.api().position(), m.api().layout().count]).toEqual([3, 2, 5])
    expectPose(m, 3, 0)
    expectPose(m, 2, -1)
    expect(m.slide(1)?.style.display).toBe('none')
    expect(m.slide(1)?.hasAttribute('inert')).toBe(true)
  })

  it('a slide past its hideAfterLoops leaves the strip once the loop is done', async () => {
    const m = await mount(4, { 3: { slideshow: { hal: 1 } } }, { infinity: true })
    await m.resize(1000)
    m.slider.goTo(3)
    await m.run(900)
    // The forward wrap completes loop 1: slide 2 is no longer navigable.
    m.slider.next()
    await m.run(900)
    expect([m.slider.state.index, m.slider.state.loops]).toEqual([0, 1])
    expect([m.api().position(), m.api().layout().count]).toEqual([0, 3])
    expectPose(m, 0, 0)
    expectPose(m, 3, -1)
    expectPose(m, 1, 1)
    expect(m.slide(2)?.style.display).toBe('none')
  })
})
