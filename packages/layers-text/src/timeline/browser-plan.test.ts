import type { RawRecord } from '@strata/core'
import { createFakeScheduler } from '@strata/core/testing'
import { gsap } from 'gsap'
import { describe, expect, it } from 'vitest'
import { FILTER_DEFAULTS } from '../defaults'
import { planOf } from './browser-plan'
import { buildScene } from './build'
import { createClock } from './clock'
import { fadeScene, fadesOf } from './fade-scene'
import type { LayerTargets } from './targets'
import { killedAfterEach, readTracks, recordInto, stage } from './test-stage'

/** Timelines made here: killed after each test. */
const made = killedAfterEach()

/** A scene read from export-shaped tracks, made as a layer makes it, its frame events recorded. */
function scene(raw: RawRecord, targets: LayerTargets, events: string[] = []) {
  const tracks = readTracks(raw, 'in')
  const hooks = recordInto(events)
  const fades = fadesOf(tracks, targets)
  if (fades) return fadeScene(tracks, fades, hooks)
  const tl = buildScene({ gsap, filter: FILTER_DEFAULTS }, tracks, targets, hooks)
  made.push(tl)
  return tl
}

const fade = { content: { all: [{ o: 0 }, { d: 300, o: 1, e: 'power3.inOut' }] } }

describe('planOf: scenes that only fade are played by the browser (issue #25)', () => {
  it('a fade: its keyframes, the ease as linear() stops a frame apart, marks at its ends', () => {
    const { targets } = stage()
    const plan = planOf(scene(fade, targets))
    expect(plan?.marks).toEqual([0, 0.3])
    const frames = plan?.animations[0]?.frames
    // No hold before a tween that starts at 0: two keyframes, the first eased.
    expect(frames?.map(({ offset, opacity }) => [offset, opacity])).toEqual([
      [0, '0'],
      [1, '1'],
    ])
    // 300 ms at 60 Hz: 19 stops; power3.inOut is half way at the middle.
    const stops = /^linear\((.*)\)$/.exec(String(frames?.[0]?.easing))?.[1]?.split(',')
    expect(stops).toHaveLength(19)
    expect(stops?.[9]).toBe('0.5')
    const curve = gsap.parseEase('power3.inOut') as (p: number) => number
    expect(Number(stops?.[3])).toBeCloseTo(curve(3 / 18), 5)
  })

  it('the plan is worked out once: each play of the scene gets the same keyframes', () => {
    const { targets } = stage()
    const tl = scene(fade, targets)
    const plan = planOf(tl)
    expect(plan).toBeDefined()
    expect(planOf(tl)).toBe(plan)
  })

  it('a fade that starts later holds its first value until then', () => {
    const { targets } = stage()
    const late = { content: { all: [{ o: 0 }, { t: 100, d: 200, o: 1 }] } }
    const plan = planOf(scene(late, targets))
    expect(plan?.marks).toEqual([0.1, 0.3])
    const frames = plan?.animations[0]?.frames ?? []
    expect(frames.map((f) => [Number(f.offset?.toFixed(4)), f.opacity])).toEqual([
      [0, '0'],
      [0.3333, '0'],
      [1, '1'],
    ])
    expect(frames[0]?.easing).toBeUndefined()
    expect(frames[1]?.easing).toMatch(/^linear\(/)
  })

  it('tweens back to back: each eased from where the last ended, no hold between', () => {
    const { targets } = stage()
    const inOut = {
      content: {
        all: [{ o: 0 }, { d: 200, o: 1, e: 'none' }, { t: 200, d: 200, o: 0.5, e: 'none' }],
      },
    }
    const frames = planOf(scene(inOut, targets))?.animations[0]?.frames ?? []
    expect(frames.map((f) => [f.offset, f.opacity, Boolean(f.easing)])).toEqual([
      [0, '0', true],
      [0.5, '1', true],
      [1, '0.5', false],
    ])
  })

  it('anything but opacity, a waiting frame, a repeat, or no "from" opacity stays with GSAP (no plan)', () => {
    const { targets } = stage()
    for (const tracks of [
      {
        content: {
          all: [
            { o: 0, y: 40 },
            { d: 300, o: 1, y: 0 },
          ],
        },
      },
      { content: { all: [{ o: 0 }, { t: 'w0', d: 300, o: 1 }] } },
      { content: { all: [{ o: 0 }, { d: 300, o: 1, repeat: 2 }] } },
      { content: { all: [{ x: 0 }, { d: 300, o: 1 }] } },
      { content: { all: [{ o: 0 }, { d: 300, o: 1, blur: 4 }] } },
      { content: { all: [{ o: 0 }, { d: 300, o: 1, clip: 0 }] } },
      { content: { all: [{ o: 0 }, { d: 300, o: 1, col: '#f00' }] } },
    ])
      expect(planOf(scene(tracks, targets))).toBeUndefined()
  })
})

describe('createClock({ browser: true }) plays a planned scene', () => {
  it('starts the animation, moves the scene only at the marks (events on time), ends at rest', async () => {
    const scheduler = createFakeScheduler()
    const { el, calls, targets } = stage()
    const events: string[] = []
    const tl = scene(fade, targets, events)
    tl.totalTime(0, true)
    let done = false
    void createClock(scheduler, { browser: true })
      .play(tl)
      .then(() => (done = true))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.options).toEqual({ duration: 300, fill: 'forwards' })
    // Its first mark is its start: the scene is moved there with the play, no timer waits for it.
    expect(events).toEqual(['start 1'])
    scheduler.tick(16)
    expect(events).toEqual(['start 1'])
    // No job a frame while the browser animates: one job waits for the next mark.
    expect(scheduler.size()).toBe(1)
    scheduler.tick(150)
    expect(events).toEqual(['start 1'])
    scheduler.tick(200)
    await Promise.resolve()
    expect(events).toEqual(['start 1', 'end 1'])
    expect(el.style.opacity).toBe('1')
    expect(calls[0]?.cancelled).toBe(true)
    expect(done).toBe(true)
    expect(scheduler.size()).toBe(0)
  })

  it('a frame event that stops its scene ends the run there: no later mark, the promise settles', async () => {
    const scheduler = createFakeScheduler()
    const { el, calls, targets } = stage()
    const clock = createClock(scheduler, { browser: true })
    const events: string[] = []
    const tracks = readTracks(fade, 'in')
    const fades = fadesOf(tracks, targets)
    if (!fades) throw new Error('a fade scene')
    // As an action listening for the layer's frame start would (an action plays another scene).
    const tl = fadeScene(tracks, fades, {
      start: (frame) => {
        events.push(`start ${frame}`)
        clock.stop(tl)
      },
      end: (frame) => events.push(`end ${frame}`),
    })
    tl.totalTime(0, true)
    let done = false
    void clock.play(tl).then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(true)
    expect(calls[0]?.cancelled).toBe(true)
    expect(scheduler.size()).toBe(0)
    scheduler.tick(400)
    expect(events).toEqual(['start 1'])
    expect(Number(el.style.opacity)).toBeLessThan(0.01)
  })

  it('stopped midway, the scene writes where it was, then the animation goes', () => {
    const scheduler = createFakeScheduler()
    const { el, calls, targets } = stage()
    const tl = scene(fade, targets)
    tl.totalTime(0, true)
    const clock = createClock(scheduler, { browser: true })
    void clock.play(tl)
    scheduler.tick(150)
    clock.stop(tl)
    expect(Number(el.style.opacity)).toBeGreaterThan(0.3)
    expect(Number(el.style.opacity)).toBeLessThan(0.7)
    expect(calls[0]?.cancelled).toBe(true)
    expect(clock.isPlaying(tl)).toBe(false)
  })

  it('framed midway, the same run goes on a frame at a time: its events, its end, its promise', async () => {
    const scheduler = createFakeScheduler()
    const { el, calls, targets } = stage()
    const events: string[] = []
    const tl = scene(fade, targets, events)
    tl.totalTime(0, true)
    const clock = createClock(scheduler, { browser: true })
    let done = false
    void clock.play(tl).then(() => (done = true))
    scheduler.tick(150)
    clock.framed(tl)
    expect(calls[0]?.cancelled).toBe(true)
    const at = Number(el.style.opacity)
    expect(at).toBeGreaterThan(0.3)
    scheduler.tick(16)
    // Written by script now, a frame at a time; the run has not ended (a stop would end it).
    expect(Number(el.style.opacity)).toBeGreaterThan(at)
    await Promise.resolve()
    expect(done).toBe(false)
    scheduler.tick(200)
    await Promise.resolve()
    expect(events).toEqual(['start 1', 'end 1'])
    expect(el.style.opacity).toBe('1')
    expect(done).toBe(true)
    expect(scheduler.size()).toBe(0)
  })

  it('without it (or part way through, or held) the clock moves the scene a frame at a time', () => {
    const scheduler = createFakeScheduler()
    const { el, calls, targets } = stage()
    const tl = scene(fade, targets)
    tl.totalTime(0, true)
    void createClock(scheduler, { browser: false }).play(tl)
    scheduler.tick(160)
    expect(calls).toHaveLength(0)
    expect(Number(el.style.opacity)).toBeGreaterThan(0)
    const held = scene(fade, targets)
    held.totalTime(0, true)
    void createClock(scheduler, { browser: true }).play(held, 1, 0.2)
    expect(calls).toHaveLength(0)
  })

  it('a browser that refuses the linear() easing gets the scene moved a frame at a time', () => {
    const scheduler = createFakeScheduler()
    const { el, targets } = stage()
    el.animate = () => {
      throw new TypeError("'linear(0,…)' is not a valid easing")
    }
    const tl = scene(fade, targets)
    tl.totalTime(0, true)
    void createClock(scheduler, { browser: true }).play(tl)
    scheduler.tick(160)
    expect(Number(el.style.opacity)).toBeGreaterThan(0)
    expect(Number(el.style.opacity)).toBeLessThan(1)
  })
})

describe('afterwards', () => {
  it("leaves nothing on GSAP's global timeline (other files check it is empty)", () => {
    expect(gsap.globalTimeline.getChildren(true, true, true)).toEqual([])
  })
})
