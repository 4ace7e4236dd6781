import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectPose, mountCarousel } from './test-harness'

type Mounted = Awaited<ReturnType<typeof mountCarousel>>
let m: Mounted | undefined
afterEach(() => {
  m?.cleanup()
  m = undefined
})

describe('carousel plugin', () => {
  it('positions every built slide with transforms by its distance from the focus, and keeps the prev/next built', async () => {
    m = await mountCarousel(9, { scale: true, opacity: true, maxO: 40 })
    expect(m.built().sort()).toEqual([0, 1, 2, 3, 6, 7, 8])
    expect(m.slide(1)!.style.width).toBe('300px')
    expectPose(m, 0, 0)
    expectPose(m, 1, 1)
    expectPose(m, 2, 2)
  })

  it('a step animates for duration 800 ms with power3.inOut: half-way at 400 ms, in place at 800 ms', async () => {
    m = await mountCarousel(7, { scale: true })
    const api = m.slider.plugin('carousel')!
    m.slider.next()
    await m.run(400)
    expect(api.position()).toBeGreaterThan(0.35)
    expect(api.position()).toBeLessThan(0.65)
    expect(m.slider.state.locked).toBe(true)
    await m.run(450)
    expect(api.position()).toBe(1)
    expect(m.slider.state).toMatchObject({ index: 1, locked: false })
    expectPose(m, 1, 0)
    expectPose(m, 2, 1)
  })

  it('a step plays as the browser’s animations: one per slide shown on the way, nothing written inline until it lands', async () => {
    m = await mountCarousel(7, { scale: true })
    const animate = vi.spyOn(HTMLElement.prototype, 'animate')
    const before = m.slide(2)!.style.transform
    m.slider.next()
    await m.run(16)
    // Slides 0 to 3 show on the way (the peek at 3 comes in); 4 and 5 do not; 6 is not built.
    const moved = animate.mock.instances.map((el) => Number((el as HTMLElement).dataset.index))
    expect([...new Set(moved)].sort()).toEqual([0, 1, 2, 3])
    const [frames, timing] = animate.mock.calls[0] as [Keyframe[], KeyframeAnimationOptions]
    expect(frames[0]).toMatchObject({ offset: 0 })
    expect(timing).toMatchObject({ duration: 800, fill: 'both' })
    expect(String(timing.easing)).toMatch(/^linear\(0,/)
    await m.run(400)
    expect(m.slide(2)!.style.transform).toBe(before)
    await m.run(450)
    expectPose(m, 2, 1)
    expect(animate.mock.results.every(({ value }) => value.playState === 'idle')).toBe(true)
  })

  it('a step lasts at most the target slide’s own length: slide 2 (len 300 ms) is reached in 300 ms', async () => {
    m = await mountCarousel(5, {}, { slides: { 2: { slideshow: { len: 300 } } } })
    m.slider.next()
    await m.run(330)
    expect(m.slider.plugin('carousel')!.position()).toBe(1)
    expect(m.slider.state).toMatchObject({ index: 1, locked: false })
  })

  it('infinity: next from the last slide moves one step on, prev from the first one step back', async () => {
    m = await mountCarousel(5, { infinity: true })
    const api = m.slider.plugin('carousel')!
    m.slider.prev()
    await m.run(200)
    // Moving backwards from 0 towards -1 (slide 4), not forwards through 1, 2, 3.
    expect(api.position()).toBeLessThan(0)
    expect(api.position()).toBeGreaterThan(-1)
    await m.run(700)
    expect(m.slider.state.index).toBe(4)
    expect(api.position()).toBe(4)
    expectPose(m, 0, 1)
  })

  it('Reduced motion: no spin, short moves (at most one slide, 200 ms)', async () => {
    m = await mountCarousel(8, { spin: '3d', spinA: 40 }, { reducedMotion: true })
    const api = m.slider.plugin('carousel')!
    expect(api.layout().spin).toBe('off')
    m.slider.goTo(5)
    await m.run(16)
    expect(api.position()).toBeGreaterThanOrEqual(4)
    await m.run(220)
    expect(m.slider.state).toMatchObject({ index: 5, locked: false })
    expectPose(m, 5, 0)
  })

  it('showAllLayers false marks only the focused slide; all marks every built slide', async () => {
    m = await mountCarousel(5)
    expect(m.root.querySelectorAll('[data-carousel-layers="play"]').length).toBe(1)
    expect(m.slide(0)!.getAttribute('data-carousel-layers')).toBe('play')
    expect(m.root.getAttribute('data-carousel-layers')).toBe('false')
    m.cleanup()
    m = await mountCarousel(5, { showAllLayers: 'all' })
    expect(m.root.querySelectorAll('[data-carousel-layers="play"]').length).toBe(m.built().length)
    expect(m.slider.plugin('carousel')!.layersOn(3)).toBe(true)
  })

  it('showAllLayers individual plays the layers of a slide once it has come into view, and keeps them', async () => {
    m = await mountCarousel(9, { showAllLayers: 'individual' })
    const api = m.slider.plugin('carousel')!
    // maxV 3 on a finite strip: slides 0 and 1 are in view; the peek at 2 is not yet.
    expect([api.layersOn(0), api.layersOn(1), api.layersOn(2)]).toEqual([true, true, false])
    m.slider.goTo(2)
    await m.run(900)
    m.slider.goTo(0)
    await m.run(900)
    expect(api.layersOn(3)).toBe(true)
    expect(m.slide(1)!.getAttribute('data-carousel-layers')).toBe('play')
  })

  it('reports an unknown ease and uses power3.inOut', async () => {
    m = await mountCarousel(3, { ease: 'wobbly' })
    expect(m.slider.report).toContainEqual({
      path: 'settings.carousel.ease',
      message: 'unknown ease "wobbly"; using power3.inOut',
    })
  })

  it('a vertical carousel (export type v) marks the root, and styles the module’s own stage and track', async () => {
    m = await mountCarousel(5, { type: 'v', perspective: 900 })
    expect(m.root.getAttribute('data-carousel')).toBe('vertical')
    const stage = m.root.querySelector<HTMLElement>('.strata-stage')!
    expect(stage.style.touchAction).toBe('pan-x pinch-zoom')
    expect(stage.querySelector<HTMLElement>('.strata-slides')!.style.perspective).toBe('900px')
  })

  it('destroy removes every style and attribute it set', async () => {
    m = await mountCarousel(5, { spin: '3d' })
    const root = m.root
    const slide = m.slide(1)!
    const track = root.querySelector<HTMLElement>('.strata-slides')!
    expect(track.style.transformStyle).toBe('preserve-3d')
    m.slider.destroy()
    expect(slide.style.transform).toBe('')
    expect(root.hasAttribute('data-carousel')).toBe(false)
    expect([track.style.perspective, track.style.transformStyle]).toEqual(['', ''])
  })
})

describe('first slide', () => {
  it('starts focused on the first slide the data asks for (firstSlide 4): slide 3 in the middle', async () => {
    m = await mountCarousel(7, {}, { settings: { slideshow: { firstSlide: 4 } } })
    expect(m.slider.state.index).toBe(3)
    expect(m.slider.plugin('carousel')!.position()).toBe(3)
    expectPose(m, 3, 0)
    expectPose(m, 4, 1)
  })
})
