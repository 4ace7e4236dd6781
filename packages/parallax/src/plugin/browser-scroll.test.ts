// vitest: fresh modules (the scroll chunk, once loaded, stays loaded: these tests count its loads from none)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REST_POSE, scrollPose, settlePose } from '../math/scroll'
import { scrollChunk } from '../scroll/lazy'
import { createBrowserScroll, poseKeyframes } from './browser-scroll'
import { type Harness, harness } from './harness'
import { motionModule } from './test-module'

/** A stand-in for the browser's `ScrollTimeline`. */
class FakeScrollTimeline {
  static made: FakeScrollTimeline[] = []
  constructor(readonly options: { source: Element; axis: string }) {
    FakeScrollTimeline.made.push(this)
  }
}
/** A stand-in for `Animation`: what a browser with animation ranges has. */
class FakeAnimation {
  rangeStart: unknown = 'normal'
  rangeEnd: unknown = 'normal'
  cancelled = false
  cancel() {
    this.cancelled = true
  }
}
Object.defineProperty(FakeAnimation.prototype, 'rangeStart', { value: 'normal', writable: true })

interface Played extends FakeAnimation {
  el: Element
  keyframes: Keyframe[]
  options: KeyframeAnimationOptions & { timeline?: unknown }
}
let played: Played[] = []
let h: Harness | undefined

beforeEach(() => {
  FakeScrollTimeline.made = []
  played = []
  vi.stubGlobal('ScrollTimeline', FakeScrollTimeline)
  vi.stubGlobal('Animation', FakeAnimation)
  vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(function (
    this: HTMLElement,
    keyframes,
    options,
  ) {
    const one = Object.assign(new FakeAnimation(), {
      el: this,
      keyframes: keyframes as Keyframe[],
      options: options as Played['options'],
    })
    played.push(one)
    return one as unknown as Animation
  })
})
afterEach(() => {
  h?.done()
  h = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const live = () => played.filter((p) => !p.cancelled)

describe('a drift as keyframes over the pass (docs/data-format/parallax.md mod.sc)', () => {
  it('holds the full pose at both ends, flipped across the centre, and rest at the centre', () => {
    const frames = poseKeyframes({ ...REST_POSE, y: 100, opacity: 0.5, blur: 4 }, 0.5, scrollPose)
    expect(frames).toEqual([
      {
        offset: 0,
        transform: 'translate3d(0px, -50px, 0px) rotate(0deg)',
        opacity: '0.5',
        filter: 'blur(2px)',
      },
      {
        offset: 0.5,
        transform: 'translate3d(0px, 0px, 0px) rotate(0deg)',
        opacity: '1',
        filter: 'blur(0px)',
      },
      {
        offset: 1,
        transform: 'translate3d(0px, 50px, 0px) rotate(0deg)',
        opacity: '0.5',
        filter: 'blur(2px)',
      },
    ])
  })

  it('settles the scroll-based timeline (sbt) from the full pose to rest by the centre, then holds it', () => {
    const m = { ...REST_POSE, x: -40, opacity: 0, rotation: 10 }
    expect(settlePose(m, 0.25)).toEqual({ x: -20, y: 0, rotation: 5, opacity: 0.5, blur: 0 })
    expect(poseKeyframes(m, 2, settlePose)).toEqual([
      { offset: 0, transform: 'translate3d(-80px, 0px, 0px) rotate(10deg)', opacity: '0' },
      { offset: 0.5, transform: 'translate3d(0px, 0px, 0px) rotate(0deg)', opacity: '1' },
      { offset: 1, transform: 'translate3d(0px, 0px, 0px) rotate(0deg)', opacity: '1' },
    ])
  })

  it('animates only what the modifiers move', () => {
    const frames = poseKeyframes({ ...REST_POSE, opacity: 0 }, 1, scrollPose)
    expect(frames.map((f: Keyframe) => Object.keys(f).sort())).toEqual([
      ['offset', 'opacity'],
      ['offset', 'opacity'],
      ['offset', 'opacity'],
    ])
  })
})

/** A scheduler that runs each read and write job at once (the unit tests of the pass alone). */
const atOnce = {
  read: (job: () => void) => {
    job()
    return () => {}
  },
} as unknown as Parameters<typeof createBrowserScroll>[1]

/** A module 400 px high, `top` px down the page (the page scrolled to 0, a 768 px window). */
function moduleAt(top: number): HTMLElement {
  const root = document.createElement('div')
  root.getBoundingClientRect = () => new DOMRect(0, top - window.scrollY, 800, 400)
  return root
}

/** A target whose scroll modifiers move it 10 grid px down. */
const drifting = () => ({
  wrapper: document.createElement('div'),
  motion: { level: 0, scroll: { ...REST_POSE, y: 10 } },
  scrolls: true,
  rank: 0,
})

describe("the pass as a range of the page's scroll timeline (issue #25)", () => {
  it('measures nothing for a slide without scroll poses (a mouse module, most often)', () => {
    const read = vi.fn(() => () => {})
    const view = createBrowserScroll(
      moduleAt(2000),
      { read } as unknown as Parameters<typeof createBrowserScroll>[1],
      scrollPose,
      true,
    )
    view?.drive([{ ...drifting(), scrolls: false }], 1)
    view?.refresh()
    window.dispatchEvent(new Event('resize'))
    expect(read).not.toHaveBeenCalled()
    view?.drive([drifting()], 1)
    expect(read).toHaveBeenCalledTimes(1)
    view?.destroy()
  })

  it('is not used where the browser has no ScrollTimeline, or no animation ranges', () => {
    vi.stubGlobal('ScrollTimeline', undefined)
    expect(createBrowserScroll(moduleAt(2000), atOnce, scrollPose, false)).toBeUndefined()
    vi.stubGlobal('ScrollTimeline', FakeScrollTimeline)
    vi.stubGlobal('Animation', class {})
    expect(createBrowserScroll(moduleAt(2000), atOnce, scrollPose, false)).toBeUndefined()
  })

  it("spans ScrollTrigger's `top bottom` to `bottom top` on the page's scroll, and reads the pass from it, clamped", () => {
    const view = createBrowserScroll(moduleAt(2000), atOnce, scrollPose, false)
    expect(FakeScrollTimeline.made[0]?.options).toEqual({
      source: document.scrollingElement,
      axis: 'block',
    })
    // Unmeasured, the pass reads centred, as ScrollTrigger's does before it runs.
    expect(view?.progress()).toBe(0.5)
    view?.drive([drifting()], 1)
    const at = (y: number) => {
      window.scrollTo(0, y)
      return view?.progress()
    }
    // The module's top at the window's bottom (2000 - 768), then its bottom at the top (2400).
    expect(at(1232)).toBe(0)
    expect(at(1232 + 292)).toBeCloseTo(0.25, 5)
    expect(at(2400)).toBe(1)
    expect(at(3000)).toBe(1)
    expect(at(0)).toBe(0)
    window.scrollTo(0, 0)
    view?.destroy()
  })

  it('ranges each drift over the pass, and ranges them again when the module has moved', () => {
    let top = 2000
    const root = document.createElement('div')
    root.getBoundingClientRect = () => new DOMRect(0, top - window.scrollY, 800, 400)
    const view = createBrowserScroll(root, atOnce, scrollPose, false)
    const wrapper = document.createElement('div')
    const motion = { level: 0, scroll: { ...REST_POSE, x: 40 } }
    view?.drive([{ wrapper, motion, scrolls: true, rank: 0 }], 2)
    expect(live()).toMatchObject([
      {
        el: wrapper,
        keyframes: poseKeyframes(motion.scroll, 2, scrollPose),
        rangeStart: '1232px',
        rangeEnd: '2400px',
      },
    ])
    top = 2500
    view?.refresh()
    expect(live()).toMatchObject([{ rangeStart: '1732px', rangeEnd: '2900px' }])
    view?.destroy()
    expect(live()).toEqual([])
  })
})

describe('a rescale (the layer grid scale changed)', () => {
  it('swaps the drifts in the frame the new ones are made, so no frame shows the layer at rest', () => {
    const jobs: Array<() => void> = []
    const later = {
      read: (job: () => void) => {
        jobs.push(job)
        return () => {}
      },
    } as unknown as Parameters<typeof createBrowserScroll>[1]
    const view = createBrowserScroll(moduleAt(2000), later, scrollPose, false)
    const wrapper = document.createElement('div')
    const target = {
      wrapper,
      motion: { level: 0, scroll: { ...REST_POSE, y: 40 } },
      scrolls: true,
      rank: 0,
    }
    view?.drive([target], 1)
    jobs.shift()?.()
    const [first] = live()
    view?.drive([target], 0.5)
    // Asked, not yet measured: the drift at the old scale still plays.
    expect(live()).toEqual([first])
    jobs.shift()?.()
    expect(first?.cancelled).toBe(true)
    expect(live()).toMatchObject([
      { keyframes: poseKeyframes(target.motion.scroll, 0.5, scrollPose) },
    ])
    view?.destroy()
  })
})

describe('a module whose scroll modifiers alone move its layers, where the browser has scroll timelines', () => {
  it('plays each drift on the module pass and never asks for the scroll code (ScrollTrigger)', async () => {
    const asked = vi.spyOn(scrollChunk, 'load')
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }))
    const scale = h.slider.state.scale
    // Only `drift` has scroll modifiers (y 100, opacity 0.5).
    expect(live().map((p) => p.el)).toEqual([h.wrap('drift')])
    expect(live()[0]).toMatchObject({
      options: { timeline: FakeScrollTimeline.made[0], fill: 'both', composite: 'replace' },
      keyframes: poseKeyframes({ ...REST_POSE, y: 100, opacity: 0.5 }, scale, scrollPose),
      rangeStart: '1232px',
      rangeEnd: '2400px',
    })
    // A scrolled frame writes nothing: the browser moves the layer; the pass reads the scroll.
    await h.scrollTo(476)
    expect(h.slider.plugin('parallax')?.progress()).toBeCloseTo(0.25, 5)
    expect(h.wrap('drift').style.transform).toBe('')
    expect(h.wrap('drift').style.opacity).toBe('')
    expect(asked).not.toHaveBeenCalled()
  })

  it('moves the drift to the new slide after a change, and ends it when the module goes', async () => {
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }))
    const first = h.wrap('drift')
    h.slider.next()
    for (let i = 0; i < 200 && h.slider.state.index !== 1; i++) await h.tick(16)
    await h.tick(32)
    expect(live().map((p) => p.el)).toEqual([h.wrap('drift')])
    expect(h.wrap('drift')).not.toBe(first)
    h.done()
    h = undefined
    expect(live()).toEqual([])
  })

  it('plays nothing with reduced motion, and starts when it turns off', async () => {
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }), { reducedMotion: true })
    expect(live()).toEqual([])
    expect(h.wrap('drift').style.transform).toBe('')
    h.browser.setReducedMotion(false)
    await h.tick(32)
    expect(live().map((p) => p.el)).toEqual([h.wrap('drift')])
  })

  it('leaves no job behind when destroyed in the frame reduced motion turned on', async () => {
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }))
    h.browser.setReducedMotion(true)
    h.slider.destroy()
    expect(h.scheduler.size()).toBe(0)
    await h.tick(32)
    expect(live()).toEqual([])
  })

  it('plays the scroll-based timeline (sbt) the same way: settling by the centre, no scroll code', async () => {
    const asked = vi.spyOn(scrollChunk, 'load')
    h = await harness(motionModule({ sbt: { use: true } }))
    const scale = h.slider.state.scale
    expect(live()).toMatchObject([
      {
        el: h.wrap('drift'),
        keyframes: poseKeyframes({ ...REST_POSE, y: 100, opacity: 0.5 }, scale, settlePose),
        rangeStart: '1232px',
        rangeEnd: '2400px',
      },
    ])
    await h.scrollTo(768)
    expect(h.wrap('drift').style.transform).toBe('')
    expect(asked).not.toHaveBeenCalled()
  })

  it("adds the drift's transform to the pointer's offsets in a mouse module (its opacity in an effect of its own)", async () => {
    const asked = vi.spyOn(scrollChunk, 'load')
    h = await harness(motionModule({ mod: { use: true, type: 'mouse', sp: 0 } }))
    const scale = h.slider.state.scale
    const frames = poseKeyframes({ ...REST_POSE, y: 100, opacity: 0.5 }, scale, scrollPose)
    expect(live()).toMatchObject([
      {
        el: h.wrap('drift'),
        keyframes: frames.map(({ offset, transform }) => ({ offset, transform })),
        options: { composite: 'add' },
      },
      {
        el: h.wrap('drift'),
        keyframes: frames.map(({ offset, opacity }) => ({ offset, opacity })),
        options: { composite: 'replace' },
      },
    ])
    // The pointer's offsets are the script's, inline: `near` (level 20) moves, `drift` (level 0,
    // scroll modifiers only) keeps no inline pose under its drift.
    h.root.dispatchEvent(
      new PointerEvent('pointermove', { clientX: 800, clientY: 0, pointerType: 'mouse' }),
    )
    await h.tick(32)
    expect(h.wrap('near').style.transform).not.toBe('')
    expect(h.wrap('drift').style.transform).toBe('')
    expect(h.wrap('drift').style.opacity).toBe('')
    expect(asked).not.toHaveBeenCalled()
  })

  it('leaves 3D tilt with scroll modifiers to the frames (planes, depth and shadows are one pose)', async () => {
    h = await harness(motionModule({ mod: { use: true, type: '3D' } }))
    expect(FakeScrollTimeline.made).toEqual([])
    expect(live()).toEqual([])
  })
})
