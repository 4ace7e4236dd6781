import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'
import type { AnyPlugin } from '../types/plugin'

type Report = (entries: Array<{ contentRect: { width: number; height: number } }>) => void
let report: Report = () => {}
let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement
let width = 1300

beforeEach(() => {
  browser = installFakeBrowser()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: Report) {
        report = cb
      }
      observe() {}
      disconnect() {}
    },
  )
  root = document.createElement('div')
  document.body.append(root)
  // happy-dom lays nothing out: the module takes the width the container says.
  vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect)
})
afterEach(() => {
  root.remove()
  browser.restore()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * `count` slides of 1000 ms, those `hidden` names `hideOnMobile` (`hom` in the export), opened at
 * `start` px wide (desktop) on slide `first` (1-based); slide `hal` hides after one loop. `resize(w)` is the container settling at w px (below
 * 480 px is the mobile level); `settle()` lets the slide change it started end.
 */
async function open(
  hidden: string[],
  { count = 3, first = 1, length = 1000, plugins = [] as AnyPlugin[], hal = '', start = 1300 } = {},
) {
  width = start
  const raw = sampleModule(count, {
    slideshow: { length, navDelay: 0, firstSlide: first === 1 ? 'auto' : first },
  })
  const slides = raw.slides as Record<string, { slide: Record<string, unknown> }>
  for (const key of hidden) slides[key]!.slide.slideshow = { hom: true }
  if (hal) slides[hal]!.slide.slideshow = { hal: 1 }
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, { module: raw, scheduler, plugins })
  await slider.ready
  const shown: number[] = []
  slider.on('slide:after', ({ index }) => shown.push(index))
  const resize = (w: number) => {
    width = w
    report([{ contentRect: { width: w, height: 600 } }])
    // docs/behaviour.md §9: the resize callback runs 100 ms after the size settles.
    scheduler.tick(110)
  }
  const settle = async (ms = 0) => {
    scheduler.tick(ms)
    await new Promise((done) => setTimeout(done))
  }
  return { slider, scheduler, shown, resize, settle }
}

describe('a current slide the new device level hides gives way to a navigable one', () => {
  it('one navigable slide left: it shows at once and stays, the hidden slide goes', async () => {
    const { slider, shown, resize, settle } = await open(['1', '2'])
    expect(slider.state.index).toBe(0)
    resize(400)
    await settle()
    expect(slider.state.level).toBe(4)
    expect(shown).toEqual([2])
    expect(slider.state.index).toBe(2)
    expect(root.querySelector('[data-index="0"]')?.getAttribute('aria-hidden')).not.toBe('false')
    // Not a visitor's move: the slideshow is not paused by it, and the module reports nothing.
    expect(slider.state.pauseReasons).toEqual([])
    expect(slider.report).toEqual([])
    await settle(5000)
    expect(shown).toEqual([2])
    slider.destroy()
  })

  it('two navigable slides left: the next one after it shows at once, then they rotate', async () => {
    const { slider, shown, resize, settle } = await open(['1'])
    await settle(500)
    resize(400)
    await settle()
    expect(shown).toEqual([1])
    await settle(1100)
    expect(shown).toEqual([1, 2])
    // The hidden slide is passed over going round.
    await settle(1100)
    expect(shown).toEqual([1, 2, 1])
    expect(slider.state.slideshow).toBe('running')
    slider.destroy()
  })

  it('the next navigable slide in play order, wrapping past the last', async () => {
    // Four slides, the third and fourth hide on mobile: from the fourth, the first comes next.
    const { slider, shown, resize, settle } = await open(['3', '4'], { count: 4, first: 4 })
    expect(slider.state.index).toBe(3)
    resize(400)
    await settle()
    expect(shown).toEqual([0])
    slider.destroy()
  })

  it('opened at the mobile level, the first slide shown has its whole time', async () => {
    const { slider, shown, settle } = await open(['1'], { start: 400 })
    expect(slider.state.index).toBe(1)
    await settle(900)
    expect(shown).toEqual([])
    await settle(200)
    expect(shown).toEqual([2])
    slider.destroy()
  })

  it('a current slide still navigable at the new level stays', async () => {
    const { slider, shown, resize, settle } = await open(['2'])
    resize(400)
    await settle()
    expect(shown).toEqual([])
    expect(slider.state.index).toBe(0)
    slider.destroy()
  })

  it('with no navigable slide at the new level, the shown slide stays and nothing is reported', async () => {
    const { slider, shown, resize, settle } = await open(['1', '2', '3'])
    resize(400)
    await settle(3000)
    expect(shown).toEqual([])
    expect(slider.state.index).toBe(0)
    expect(slider.report).toEqual([])
    expect(root.querySelector('.strata-error-slide')).toBeNull()
    slider.destroy()
  })

  it('narrowed during a change, the slide it arrives at is checked: a navigable one stays', async () => {
    let finish = () => {}
    const slow: AnyPlugin = {
      name: 'slow',
      options: {},
      setup: (ctx) => ({
        destroy: ctx.addTransition((req) =>
          req.from < 0 ? undefined : new Promise<void>((done) => (finish = done)),
        ),
      }),
    }
    const { slider, shown, resize, settle } = await open(['1'], { plugins: [slow] })
    const started: number[] = []
    slider.on('slide:before', ({ to }) => started.push(to))
    slider.next()
    resize(400)
    finish()
    await settle()
    expect(shown).toEqual([1])
    // Slide 2 has its whole time: the hidden slide 1 it left does not push it on.
    await settle(900)
    expect(started).toEqual([1])
    await settle(200)
    expect(started).toEqual([1, 2])
    slider.destroy()
  })

  it('narrowed during a change to a slide the new level hides, it moves on from that one', async () => {
    let finish = () => {}
    const slow: AnyPlugin = {
      name: 'slow',
      options: {},
      setup: (ctx) => ({
        destroy: ctx.addTransition((req) =>
          req.from < 0 ? undefined : new Promise<void>((done) => (finish = done)),
        ),
      }),
    }
    const { slider, shown, resize, settle } = await open(['2', '3'], { plugins: [slow] })
    slider.next()
    resize(400)
    finish()
    await settle()
    await settle()
    finish()
    await settle()
    expect(shown).toEqual([1, 0])
    expect(slider.state.index).toBe(0)
    slider.destroy()
  })
})

describe('a slide past its hideAfterLoops', () => {
  it('the wrap that ends its loop still gives it its time: only a new level makes it give way', async () => {
    const { slider, shown, settle } = await open([], { hal: '1' })
    for (let i = 0; i < 3; i++) await settle(1000)
    expect(shown).toEqual([1, 2, 0])
    expect(slider.state.loops).toBe(1)
    await settle(900)
    expect(shown).toEqual([1, 2, 0])
    await settle(100)
    expect(shown).toEqual([1, 2, 0, 1])
    slider.destroy()
  })
})
