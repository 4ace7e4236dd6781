// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import type { SliderState } from '../types/state'
import { createNavigator, type NavigatorDeps } from './navigator'
import { removeSlide } from './remove-slide'
import { makeSlides } from './test-slides'
import { initialState } from './test-state'

const flush = () => new Promise((resolve) => setTimeout(resolve))

function harness(over: Partial<NavigatorDeps> = {}) {
  const scheduler = createFakeScheduler()
  const slides = makeSlides(5)
  let state: SliderState = initialState({ count: 5 })
  let inView = true
  const events: string[] = []
  const scenes: { from: number; to: number; done: () => void; fail: (e: Error) => void }[] = []
  const report = vi.fn()
  const deps: NavigatorDeps = {
    scheduler,
    emit: (type, payload) => events.push(`${type} ${JSON.stringify(payload)}`),
    getState: () => state,
    setState: (patch) => {
      state = { ...state, ...patch }
    },
    slides,
    navigable: () => slides.map((_, i) => i),
    inViewport: () => inView,
    transition: (from, to) =>
      new Promise<void>((done, fail) => scenes.push({ from, to, done, fail })),
    navDelay: () => 0,
    isMobile: () => false,
    report,
    ...over,
  }
  const nav = createNavigator(deps)
  /** Finishes the running scene and lets the navigator react. */
  const finish = async () => {
    scenes.shift()?.done()
    await flush()
  }
  return {
    nav,
    scheduler,
    events,
    scenes,
    report,
    state: () => state,
    setInView: (v: boolean) => {
      inView = v
    },
    /** Takes slide `i` out of the slides and tells the navigator (`removeSlide`). */
    remove: (i: number) => {
      slides.splice(i, 1)
      removeSlide(i, nav, deps)
    },
    finish,
    /** Shows slide 0 and clears the event log. */
    async start() {
      const shown = nav.show(0)
      await finish()
      await shown
      events.length = 0
    },
  }
}

describe('createNavigator', () => {
  it('show(index) shows the first slide: slide:before from -1, then slide:after with prevIndex -1', async () => {
    const h = harness()
    const shown = h.nav.show(2)
    expect(h.events).toEqual(['slide:before {"from":-1,"to":2,"direction":1}'])
    expect(h.state().locked).toBe(true)
    await h.finish()
    await shown
    expect(h.events[1]).toBe('slide:after {"index":2,"prevIndex":-1,"direction":1}')
    expect(h.state()).toMatchObject({ index: 2, prevIndex: -1, locked: false })
  })

  it('It fires a before-change event, draws the next slide, then shifts prev and current', async () => {
    const h = harness()
    await h.start()
    h.nav.request('next')
    expect(h.events).toEqual(['slide:before {"from":0,"to":1,"direction":1}'])
    expect(h.scenes[0]).toMatchObject({ from: 0, to: 1 })
    expect(h.state()).toMatchObject({ index: 0, locked: true })
    await h.finish()
    expect(h.events).toEqual([
      'slide:before {"from":0,"to":1,"direction":1}',
      'slide:after {"index":1,"prevIndex":0,"direction":1}',
    ])
    expect(h.state()).toMatchObject({ index: 1, prevIndex: 0, direction: 1, locked: false })
  })

  it('A running transition locks further requests and queues the next one, which runs when the scene finishes (after the navigation delay if set)', async () => {
    const h = harness({ navDelay: () => 1000 })
    await h.start()
    h.nav.request('next')
    h.nav.request(3)
    h.nav.request(4) // only the latest queued request is kept
    expect(h.scenes).toHaveLength(1)
    await h.finish()
    expect(h.events).toHaveLength(2)
    h.scheduler.tick(992)
    expect(h.events).toHaveLength(2)
    expect(h.state().locked).toBe(true)
    h.scheduler.tick(8)
    expect(h.events[2]).toBe('slide:before {"from":1,"to":4,"direction":1}')
    await h.finish()
    expect(h.events).toHaveLength(4)
    expect(h.state()).toMatchObject({ index: 4, locked: false })
  })

  it('without a queued request it unlocks when the scene finishes, whatever the navigation delay', async () => {
    const h = harness({ navDelay: () => 1000 })
    await h.start()
    h.nav.request('next')
    await h.finish()
    expect(h.state().locked).toBe(false)
    h.nav.request('next')
    expect(h.events.at(-1)).toBe('slide:before {"from":1,"to":2,"direction":1}')
    expect(h.scheduler.size()).toBe(0)
  })

  it('a request made in a slide:after handler is queued behind the navigation delay', async () => {
    let asked = false
    const h = harness({
      navDelay: () => 300,
      emit: (type) => {
        if (type !== 'slide:after' || h.state().index !== 1 || asked) return
        asked = true
        h.nav.request('last')
      },
    })
    await h.start()
    h.nav.request('next')
    await h.finish()
    expect(h.state()).toMatchObject({ index: 1, locked: true })
    h.scheduler.tick(284)
    expect(h.scenes).toHaveLength(0)
    h.scheduler.tick(16)
    expect(h.scenes[0]).toMatchObject({ from: 1, to: 4 })
  })

  it('On mobile, when the navigation delay is above 200 ms, it becomes 50 ms after a swipe', async () => {
    for (const [mobile, delay, swipe, wait] of [
      [true, 1000, true, 50],
      [true, 1000, false, 1000],
      [false, 1000, true, 1000],
      [true, 200, true, 200],
    ] as const) {
      const h = harness({ navDelay: () => delay, isMobile: () => mobile })
      await h.start()
      h.nav.request('next', { swipe })
      h.nav.request('next', { swipe })
      await h.finish()
      h.scheduler.tick(wait - 1)
      expect(h.scenes).toHaveLength(0)
      h.scheduler.tick(1)
      expect(h.scenes).toHaveLength(1)
    }
  })

  it('The request waits until the module is in the viewport (the latest one runs on entering)', async () => {
    const h = harness()
    await h.start()
    h.setInView(false)
    h.nav.request('next')
    h.nav.request(3)
    expect(h.events).toEqual([])
    h.nav.viewportChanged(false)
    expect(h.events).toEqual([])
    h.setInView(true)
    h.nav.viewportChanged(true)
    expect(h.events).toEqual(['slide:before {"from":0,"to":3,"direction":1}'])
  })

  it('Direction is +1 forward (wrap from last to first counts as forward) or -1 backward', async () => {
    const h = harness()
    await h.start()
    h.nav.request('prev')
    expect(h.events[0]).toBe('slide:before {"from":0,"to":4,"direction":-1}')
    await h.finish()
    h.nav.request('first')
    await h.finish()
    expect(h.state()).toMatchObject({ index: 0, prevIndex: 4, direction: 1 })
  })

  it('requesting the current slide does nothing', async () => {
    const h = harness()
    await h.start()
    h.nav.request(0)
    h.nav.request('s0')
    expect(h.events).toEqual([])
    expect(h.state().locked).toBe(false)
  })

  it('an invalid target is reported and ignored', async () => {
    const h = harness()
    await h.start()
    h.nav.request('nowhere')
    expect(h.report).toHaveBeenCalledWith(
      'goTo',
      'no slide matches "nowhere"; the request is ignored',
    )
    expect(h.events).toEqual([])
  })

  it('a transition that rejects still unlocks, is reported, and the slide becomes current', async () => {
    const h = harness()
    await h.start()
    h.nav.request('next')
    h.scenes.shift()?.fail(new Error('tween died'))
    await flush()
    expect(h.report).toHaveBeenCalledWith(
      'slides.s1',
      'transition failed (tween died); slide shown without it',
    )
    expect(h.events.at(-1)).toBe('slide:after {"index":1,"prevIndex":0,"direction":1}')
    expect(h.state().locked).toBe(false)
  })

  it('show() with a slide that cannot show falls back to the first one', async () => {
    const h = harness()
    const shown = h.nav.show(9)
    await h.finish()
    await shown
    expect(h.state().index).toBe(0)
  })

  it('Removing the current slide moves to the next', async () => {
    const h = harness()
    await h.start()
    h.nav.request(2)
    await h.finish()
    h.events.length = 0
    h.remove(2)
    expect(h.events).toEqual([
      'slide:remove {"index":2}',
      'slide:before {"from":-1,"to":2,"direction":1}',
    ])
    await h.finish()
    expect(h.state()).toMatchObject({ index: 2, prevIndex: -1, count: 4 })
  })

  it('removing the current slide during the navigation delay still moves to the next at once', async () => {
    const h = harness({ navDelay: () => 500 })
    await h.start()
    h.nav.request(1)
    h.nav.request(2)
    await h.finish()
    // Slide 1 shows; the request for 2 waits out the navigation delay. Slide 1 goes meanwhile.
    h.events.length = 0
    h.remove(1)
    expect(h.events).toEqual([
      'slide:remove {"index":1}',
      'slide:before {"from":-1,"to":1,"direction":1}',
    ])
    await h.finish()
    expect(h.state()).toMatchObject({ index: 1, prevIndex: -1, count: 4 })
  })

  it('changing() is true from slide:before until slide:after is sent', async () => {
    const h = harness()
    expect(h.nav.changing()).toBe(false)
    await h.start()
    expect(h.nav.changing()).toBe(false)
    h.nav.request(3)
    await flush()
    expect(h.events.at(-1)).toMatch(/^slide:before/)
    expect(h.nav.changing()).toBe(true)
    await h.finish()
    expect(h.events.at(-1)).toMatch(/^slide:after/)
    expect(h.nav.changing()).toBe(false)
  })

  it('removing the last slide while it is current moves to the first', async () => {
    const h = harness()
    await h.start()
    h.nav.request('last')
    await h.finish()
    h.remove(4)
    await h.finish()
    expect(h.state().index).toBe(0)
  })

  it('removing a slide before the current one shifts the current index down', async () => {
    const h = harness()
    await h.start()
    h.nav.request(3)
    await h.finish()
    h.events.length = 0
    h.remove(1)
    expect(h.state()).toMatchObject({ index: 2, prevIndex: 0, count: 4 })
    expect(h.events).toEqual(['slide:remove {"index":1}'])
  })

  it('destroy() cancels the queue and a finishing scene fires nothing', async () => {
    const h = harness({ navDelay: () => 500 })
    await h.start()
    h.nav.request('next')
    h.nav.request('last')
    await h.finish()
    h.nav.destroy()
    h.scheduler.tick(1000)
    expect(h.scheduler.size()).toBe(0)
    expect(h.scenes).toHaveLength(0)
    const h2 = harness()
    await h2.start()
    h2.nav.request('next')
    h2.nav.destroy()
    await h2.finish()
    expect(h2.events).toEqual(['slide:before {"from":0,"to":1,"direction":1}'])
    h2.nav.request('last')
    expect(h2.scenes).toHaveLength(0)
  })
})
