// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeSlides } from '../navigation/test-slides'
import { normaliseModule } from '../normalise/normalise-module'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import type { SlideModel, SlideshowSettings } from '../types/model'
import type { SliderState } from '../types/state'
import { createSlideshow } from './slideshow'

// The normaliser's defaults, with no navigation delay (these tests change slides at once).
const defaults: SlideshowSettings = { ...normaliseModule({}).model.settings.slideshow, navDelay: 0 }

/** A slideshow over `slides` whose next() changes the slide at once, like a finished transition. */
function harness(
  settings: Partial<SlideshowSettings> = {},
  slides: SlideModel[] = makeSlides(3, () => ({ length: 100 })),
  // Something shows the progress (a progress bar): the clock runs every frame.
  watched = true,
) {
  const watch = { on: watched }
  const scheduler = createFakeScheduler()
  const progress: number[] = []
  const statuses: string[] = []
  const visited: number[] = [0]
  // The store's start: the status is published only when it changes.
  let state: Partial<SliderState> = { slideshow: 'idle' }
  let index = 0
  const lock = { on: false }
  // The slides a request may land on: all of them unless a test narrows them (a device level).
  const nav = { list: slides.map((_, i) => i) }
  const show = createSlideshow({
    scheduler,
    settings: { ...defaults, ...settings },
    slides,
    getIndex: () => index,
    navigable: () => nav.list,
    next: () => {
      const prev = index
      index = (index + 1) % slides.length
      visited.push(index)
      show.slideChanged(index, prev, 1)
    },
    emit: (type, payload) => {
      if (type === 'slideshow:progress') progress.push((payload as { progress: number }).progress)
      if (type === 'slideshow:state') statuses.push((payload as { status: string }).status)
    },
    setState: (patch) => {
      state = { ...state, ...patch }
    },
    locked: () => lock.on,
    watched: () => watch.on,
  })
  show.slideChanged(0, -1, 1)
  progress.length = 0
  /** The slide a change has just brought (as the store holds it before `slide:after`). */
  const arrive = (i: number) => {
    const prev = index
    index = i
    visited.push(i)
    show.slideChanged(i, prev, 1)
  }
  return {
    show,
    scheduler,
    progress,
    statuses,
    visited,
    lock,
    watch,
    nav,
    arrive,
    state: () => state,
  }
}

describe('createSlideshow', () => {
  it("a slide's time does not run while a slide change it did not start is under way", () => {
    const h = harness()
    h.show.start()
    h.scheduler.tick(48)
    h.lock.on = true
    h.scheduler.tick(500)
    expect(h.visited).toEqual([0])
    h.lock.on = false
    h.scheduler.tick(48)
    expect(h.visited).toEqual([0])
    h.scheduler.tick(16)
    expect(h.visited).toEqual([0, 1])
  })

  it('runs when auto, and waits initDelay before the first timer', () => {
    const h = harness({ initDelay: 500 })
    h.show.start()
    expect(h.state().slideshow).toBe('idle')
    h.scheduler.tick(496)
    expect(h.progress).toEqual([])
    h.scheduler.tick(4)
    expect(h.state().slideshow).toBe('running')
    expect(h.statuses).toEqual(['running'])
    h.scheduler.tick(16)
    expect(h.progress).toEqual([0.16])
  })

  it('with auto false it stays idle until resume() is asked', () => {
    const h = harness({ auto: false })
    h.show.start()
    h.scheduler.tick(500)
    expect(h.state().slideshow).toBe('idle')
    expect(h.progress).toEqual([])
    h.show.resume()
    expect(h.state().slideshow).toBe('running')
  })

  it('emits slideshow:progress each frame and requests the next slide when the slide length is reached', () => {
    const h = harness(
      {},
      makeSlides(3, (i) => ({ length: i === 1 ? 200 : 100 })),
    )
    h.show.start()
    h.scheduler.tick(96)
    expect(h.progress).toEqual([0.16, 0.32, 0.48, 0.64, 0.8, 0.96])
    expect(h.visited).toEqual([0])
    h.scheduler.tick(4)
    expect(h.progress.slice(-2)).toEqual([1, 0])
    expect(h.visited).toEqual([0, 1])
    h.scheduler.tick(196) // slide 2 has its own length: 200 ms
    expect(h.visited).toEqual([0, 1])
    h.scheduler.tick(4)
    expect(h.visited).toEqual([0, 1, 2])
  })

  it('progress holds while paused and resets when the slide changes', () => {
    const h = harness()
    h.show.start()
    h.scheduler.tick(48)
    h.show.pause('hover')
    h.scheduler.tick(1000)
    expect(h.progress.at(-1)).toBe(0.48)
    expect(h.scheduler.size()).toBe(0)
    h.show.resume('hover')
    h.scheduler.tick(16)
    expect(h.progress.at(-1)).toBe(0.64)
    h.show.slideChanged(2, 0, 1)
    expect(h.progress.at(-1)).toBe(0)
    h.scheduler.tick(16)
    expect(h.progress.at(-1)).toBe(0.16)
  })

  it('It runs only when no pause reason is left', () => {
    const h = harness()
    h.show.start()
    h.show.pause('hover')
    h.show.pause('viewport')
    h.show.resume('hover')
    expect(h.state().slideshow).toBe('paused')
    expect(h.state().pauseReasons).toEqual(['viewport'])
    h.show.resume('viewport')
    expect(h.state().slideshow).toBe('running')
    expect(h.statuses).toEqual(['running', 'paused', 'running'])
  })

  it("resume() without a reason clears 'api', 'user', 'motion', 'slide', 'hover' and 'focus', not the page's reasons", () => {
    const h = harness()
    h.show.start()
    for (const r of ['api', 'user', 'motion', 'slide', 'hover', 'focus', 'blur'] as const)
      h.show.pause(r)
    h.show.resume()
    expect(h.state()).toMatchObject({ slideshow: 'paused', pauseReasons: ['blur'] })
    h.show.resume('blur')
    expect(h.state().slideshow).toBe('running')
  })

  it("toggle() pauses with 'api'; pressed again it is the visitor's play, which runs even under the mouse", () => {
    const h = harness()
    h.show.start()
    h.show.toggle()
    expect(h.state().pauseReasons).toEqual(['api'])
    h.show.pause('hover')
    h.show.pause('focus')
    h.show.toggle()
    expect(h.state()).toMatchObject({ slideshow: 'running', pauseReasons: [] })
    // Focus or hover alone is not the visitor's stop: a press stops it.
    h.show.pause('focus')
    h.show.toggle()
    expect(h.state().pauseReasons).toEqual(['focus', 'api'])
  })

  it("a visitor's play never clears a plugin's 'media' reason; the plugin's resume('media') never clears the visitor's pause", () => {
    const h = harness()
    h.show.start()
    h.show.pause('media')
    h.show.resume()
    expect(h.state()).toMatchObject({ slideshow: 'paused', pauseReasons: ['media'] })
    h.show.pause('user')
    h.show.resume('media')
    expect(h.state()).toMatchObject({ slideshow: 'paused', pauseReasons: ['user'] })
    h.show.resume()
    expect(h.state().slideshow).toBe('running')
  })

  it('a wrap from the last navigable slide to the first counts a completed loop', () => {
    const h = harness()
    h.show.start()
    h.scheduler.tick(400) // 100 ms slides change on the 16 ms frame after: every 112 ms
    expect(h.visited).toEqual([0, 1, 2, 0])
    expect(h.state().loops).toBe(1)
  })

  it('with loop and stopAt at -1 the slideshow never finishes', () => {
    const h = harness()
    h.show.start()
    h.scheduler.tick(3360)
    expect(h.state().loops).toBe(10)
    expect(h.state().slideshow).toBe('running')
  })

  it('finished (when the loop count or stopAt is reached; the timer is removed): loop 0 stops on the last slide', () => {
    const h = harness({ loop: 0 })
    h.show.start()
    h.scheduler.tick(1000)
    expect(h.visited).toEqual([0, 1, 2])
    expect(h.state().slideshow).toBe('finished')
    expect(h.statuses.at(-1)).toBe('finished')
    expect(h.scheduler.size()).toBe(0)
    h.show.resume()
    h.show.toggle()
    expect(h.state().slideshow).toBe('finished')
  })

  it('finished (when the loop count or stopAt is reached; the timer is removed): loop 1 plays one more round', () => {
    const h = harness({ loop: 1 })
    h.show.start()
    h.scheduler.tick(2000)
    expect(h.visited).toEqual([0, 1, 2, 0, 1, 2])
    expect(h.state()).toMatchObject({ slideshow: 'finished', loops: 1 })
  })

  it('finished (when the loop count or stopAt is reached; the timer is removed): stopAt is a 1-based slide, after loop loops', () => {
    const h = harness({ loop: 1, stopAt: 2 })
    h.show.start()
    h.scheduler.tick(2000)
    expect(h.visited).toEqual([0, 1, 2, 0, 1])
    expect(h.state().slideshow).toBe('finished')
    expect(h.scheduler.size()).toBe(0)
  })

  it('stopAt with loop -1 stops the first time stopAt is reached', () => {
    const h = harness({ stopAt: 3 })
    h.show.start()
    h.scheduler.tick(2000)
    expect(h.visited).toEqual([0, 1, 2])
    expect(h.state().slideshow).toBe('finished')
  })

  it("a slide with slideshow.stop pauses the slideshow on it with reason 'slide'; play goes on", () => {
    const h = harness(
      {},
      makeSlides(3, (i) => ({ length: 100, stop: i === 1 })),
    )
    h.show.start()
    h.scheduler.tick(500)
    expect(h.visited).toEqual([0, 1])
    expect(h.state()).toMatchObject({ slideshow: 'paused', pauseReasons: ['slide'] })
    h.show.toggle()
    h.scheduler.tick(100)
    expect(h.visited).toEqual([0, 1, 2])
  })

  it('does not run a timer with a single navigable slide', () => {
    const h = harness({}, makeSlides(1))
    h.show.start()
    expect(h.scheduler.size()).toBe(0)
  })

  describe('with nothing showing the progress, the clock waits on a timer between frames', () => {
    /** A started slideshow of three 100 ms slides with no progress handler. */
    const unwatched = () => {
      const h = harness(
        {},
        makeSlides(3, () => ({ length: 100 })),
        false,
      )
      h.show.start()
      return h
    }
    /** The slides visited once `ms` more have passed. */
    const visitedAfter = (h: ReturnType<typeof harness>, ms: number) => {
      h.scheduler.tick(ms)
      return [...h.visited]
    }

    it('one frame of progress, then the next slide when the slide length is reached', () => {
      const h = unwatched()
      expect(visitedAfter(h, 96)).toEqual([0])
      // The first frame, then no frame until the slide's time is up.
      expect(h.progress).toEqual([0.16])
      expect(visitedAfter(h, 4)).toEqual([0, 1])
      expect(visitedAfter(h, 100)).toEqual([0, 1, 2])
    })

    it('a pause while it waits keeps the time waited; progress goes on from there', () => {
      const h = unwatched()
      h.scheduler.tick(48)
      h.show.pause('hover')
      h.scheduler.tick(1000)
      expect(h.scheduler.size()).toBe(0)
      h.show.resume('hover')
      h.scheduler.tick(16)
      expect(h.progress.at(-1)).toBe(0.64)
      expect(visitedAfter(h, 32)).toEqual([0])
      expect(visitedAfter(h, 4)).toEqual([0, 1])
    })

    it('a change under way when the time is up holds the slide until it ends', () => {
      const h = unwatched()
      h.scheduler.tick(48)
      h.lock.on = true
      expect(visitedAfter(h, 500)).toEqual([0])
      h.lock.on = false
      expect(visitedAfter(h, 16)).toEqual([0, 1])
    })

    it("a slide change restarts the new slide's time: the old timer does not fire", () => {
      const h = unwatched()
      h.scheduler.tick(64)
      h.show.slideChanged(1, 0, 1)
      expect(visitedAfter(h, 96)).toEqual([0])
      expect(visitedAfter(h, 16)).toEqual([0, 1])
    })

    it('a progress handler that comes while it waits gets every frame from then on', () => {
      const h = unwatched()
      h.scheduler.tick(32)
      expect(h.progress).toEqual([0.16])
      h.watch.on = true
      h.show.wake()
      h.scheduler.tick(32)
      expect(h.progress).toEqual([0.16, 0.48, 0.64])
    })
  })

  it('wake(): one navigable slide left stops the timer at once; more again start it where it was', () => {
    const h = harness()
    h.show.start()
    h.scheduler.tick(48)
    // Narrowed to the mobile level, where the other slides hide.
    h.nav.list = [0]
    h.show.wake()
    expect(h.scheduler.size()).toBe(0)
    h.scheduler.tick(500)
    expect(h.visited).toEqual([0])
    expect(h.state().slideshow).toBe('running')
    // Widened again: the slide's time goes on from 48 ms.
    h.nav.list = [0, 1, 2]
    h.show.wake()
    h.scheduler.tick(48)
    expect(h.visited).toEqual([0])
    h.scheduler.tick(16)
    expect(h.visited).toEqual([0, 1])
  })

  it('wake(): started with one navigable slide, it rotates once more are navigable', () => {
    const h = harness()
    h.nav.list = [0]
    h.show.start()
    h.scheduler.tick(500)
    expect(h.visited).toEqual([0])
    h.nav.list = [0, 1, 2]
    h.show.wake()
    h.scheduler.tick(112)
    expect(h.visited).toEqual([0, 1])
  })

  it('wake(): a shown slide the new level hides asks for the next one at once, paused or not', () => {
    const h = harness()
    h.show.start()
    h.show.pause()
    // Narrowed: slide 1 (shown) hides on mobile.
    h.nav.list = [1, 2]
    h.show.wake()
    expect(h.visited).toEqual([0, 1])
    expect(h.state().pauseReasons).toEqual(['api'])
  })

  it('wake(): nothing is asked with no navigable slide, or while a change runs', () => {
    const h = harness()
    h.show.start()
    h.nav.list = []
    h.show.wake()
    h.nav.list = [2]
    h.lock.on = true
    h.show.wake()
    expect(h.visited).toEqual([0])
    // The change under way brings slide 2: it is navigable, so it stays.
    h.lock.on = false
    h.arrive(2)
    expect(h.visited).toEqual([0, 2])
  })

  it('slideChanged(): a slide that arrives hidden (the level changed during its change) gives way', () => {
    const h = harness()
    h.show.start()
    h.nav.list = [0]
    h.arrive(1)
    // The harness’s next() steps one slide on: 1 → 2 → 0, the navigable one.
    expect(h.visited).toEqual([0, 1, 2, 0])
  })

  it('wake() after destroy() starts nothing', () => {
    const h = harness()
    h.show.start()
    h.show.destroy()
    h.show.wake()
    expect(h.scheduler.size()).toBe(0)
  })

  it('destroy() removes the timer and a pending initDelay', () => {
    const a = harness()
    a.show.start()
    a.show.destroy()
    expect(a.scheduler.size()).toBe(0)
    const b = harness({ initDelay: 300 })
    b.show.start()
    b.show.destroy()
    expect(b.scheduler.size()).toBe(0)
    b.scheduler.tick(1000)
    expect(b.progress).toEqual([])
  })
})
