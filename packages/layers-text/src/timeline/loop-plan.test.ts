import type { RawRecord } from '@strata/core'
import { createFakeScheduler } from '@strata/core/testing'
import { gsap } from 'gsap'
import { describe, expect, it } from 'vitest'
import { FILTER_DEFAULTS } from '../defaults'
import { buildScene } from './build'
import { createClock } from './clock'
import { LOOP_MAX_PERIOD, sampleLoop } from './loop-plan'
import type { LayerTargets } from './targets'
import { killedAfterEach, readTracks, recordInto, stage } from './test-stage'

/** Timelines made here: killed after each test. */
const made = killedAfterEach()

/** A loop scene as a layer makes it (repeating), its frame events recorded. */
function loop(raw: RawRecord, targets: LayerTargets, events: string[] = []) {
  const tracks = readTracks(raw, 'loop')
  const hooks = recordInto(events)
  const tl = buildScene({ gsap, filter: FILTER_DEFAULTS }, tracks, targets, hooks, { repeat: -1 })
  made.push(tl)
  return tl
}

/** Up 8 px in 500 ms and back: the playground's floating layer. */
const bob = { content: { all: [{ y: 0 }, { d: 500, y: -8 }, { d: 500, y: 0 }] } }

/** The y of a transform GSAP wrote (`translate(0px, -8px)`, `translate3d(0px, -4px, 0px)`, `translate(0, 0)`). */
const translateY = (transform: unknown) =>
  Number(
    /translate(?:3d)?\([^,]+, (-?[\d.]+)(?:px)?[,)]/.exec(String(transform))?.[1] ?? Number.NaN,
  )

describe('sampleLoop: a loop cycle as keyframes GSAP wrote (issue #25)', () => {
  it('samples one cycle a frame apart, only what moves, with its frame events as marks', () => {
    const { el, targets } = stage()
    el.style.color = 'red'
    const tl = loop(bob, targets)
    tl.totalTime(0, true)
    const plan = sampleLoop(tl)
    expect(plan?.period).toBe(1)
    expect(plan?.endless).toBe(true)
    expect(plan?.animations[0]?.timing).toEqual({ duration: 1000, delay: 0, iterations: Infinity })
    // Just past each frame event, as a frame would move it.
    expect(plan?.marks).toEqual([0.0005, 0.5005])
    const frames = plan?.animations[0]?.frames ?? []
    // 1 s at 60 a second, both ends: 61; the color GSAP never moves is left out.
    expect(frames).toHaveLength(61)
    expect(Object.keys(frames[0] ?? {}).sort()).toEqual(['offset', 'transform'])
    expect(frames[30]?.offset).toBe(0.5)
    expect(translateY(frames[0]?.transform)).toBeCloseTo(0, 3)
    expect(translateY(frames[30]?.transform)).toBeCloseTo(-8, 3)
    expect(translateY(frames[60]?.transform)).toBeCloseTo(0, 2)
    // GSAP's own ease between: the sample a quarter in is where GSAP puts it.
    tl.totalTime(0.25, true)
    expect(frames[15]?.transform).toBe(el.style.transform)
  })

  it('leaves the loop where it was, and fires no event while it samples', () => {
    const events: string[] = []
    const { el, targets } = stage()
    const tl = loop(bob, targets, events)
    tl.totalTime(0.25, true)
    const before = el.style.transform
    sampleLoop(tl)
    expect(tl.totalTime()).toBe(0.25)
    expect(el.style.transform).toBe(before)
    expect(events).toEqual([])
  })

  it('a cycle that is too long or empty, or too many values long, has no plan', () => {
    const { targets } = stage()
    const long = { content: { all: [{ y: 0 }, { d: (LOOP_MAX_PERIOD + 1) * 1000, y: -8 }] } }
    const still = { content: { all: [{ y: 0 }] } }
    for (const raw of [long, still]) {
      const tl = loop(raw, targets)
      tl.totalTime(0, true)
      expect(sampleLoop(tl)).toBeUndefined()
    }
    // 100 pieces over 1 s: 6,100 values, over LOOP_MAX_VALUES.
    const many = Array.from({ length: 100 }, () => document.createElement('span'))
    for (const piece of many) piece.animate = stage().el.animate
    const split = { get: () => many, pinned: () => undefined } as unknown as LayerTargets
    const tl = loop(bob, split)
    tl.totalTime(0, true)
    expect(sampleLoop(tl)).toBeUndefined()
  })
})

/** Fades in (300 ms), then bobs up 8 px and back for ever: a keyframe that repeats, yoyo. */
const bobForever = {
  content: {
    all: [
      { y: 0, o: 0 },
      { d: 300, o: 1 },
      { d: 500, y: -8, repeat: -1 },
    ],
  },
}

/** A scene as `in` is made (no repeat of its own), its frame events recorded. */
function once(raw: RawRecord, targets: LayerTargets, events: string[] = []) {
  const tl = buildScene(
    { gsap, filter: FILTER_DEFAULTS },
    readTracks(raw, 'in'),
    targets,
    recordInto(events),
  )
  made.push(tl)
  return tl
}

describe('sampleLoop: a scene where a keyframe repeats forever', () => {
  it("plays the part before once, then the endless tween's there-and-back cycle for ever", () => {
    const { el, targets } = stage()
    const tl = once(bobForever, targets)
    tl.totalTime(0, true)
    const plan = sampleLoop(tl)
    expect(plan?.endless).toBe(true)
    // Its frame events are all in the first 300 ms: they do not come round.
    expect(plan?.period).toBeUndefined()
    expect(plan?.marks).toEqual([0.0005, 0.3005])
    const [repeating, intro] = plan?.animations ?? []
    expect(repeating?.timing).toEqual({ duration: 1000, delay: 300, iterations: Infinity })
    expect(intro?.timing).toEqual({ duration: 300 })
    expect(intro?.frames.at(0)?.opacity).toBe('0')
    expect(intro?.frames.at(-1)?.opacity).toMatch(/^(1|0\.99)/)
    // Each part holds every property that moves in either: the repeat keeps the opacity the
    // intro reached, rather than falling back to the inline style of the scene's start.
    expect(repeating?.frames.every((f) => f.opacity === '1')).toBe(true)
    expect(intro?.frames.every((f) => f.transform !== undefined)).toBe(true)
    // Up at the middle of the cycle (0.8 s), back at its end.
    const middle = repeating?.frames[30]
    expect(middle?.offset).toBe(0.5)
    expect(translateY(middle?.transform)).toBeCloseTo(-8, 3)
    expect(translateY(repeating?.frames.at(-1)?.transform)).toBeCloseTo(0, 2)
    // As GSAP draws it any cycle later.
    tl.totalTime(0.3 + 0.25 + 3, true)
    expect(repeating?.frames[15]?.transform).toBe(el.style.transform)
  })

  it('played by the clock: its events as GSAP fires them, and then no job at all', () => {
    const run = (browser: boolean) => {
      const scheduler = createFakeScheduler()
      const events: string[] = []
      const { calls, targets } = stage()
      const tl = once(bobForever, targets, events)
      tl.totalTime(0, true)
      if (browser) planLoop(tl)
      void createClock(scheduler, { browser }).play(tl)
      for (let t = 0; t < 2000; t += 16) scheduler.tick(16)
      return { events, calls, scheduler }
    }
    const { events, calls, scheduler } = run(true)
    expect(calls.map((c) => c.options.iterations)).toEqual([Infinity, undefined])
    expect(events).toEqual(['start 1', 'end 1', 'start 2'])
    expect(events).toEqual(run(false).events)
    expect(scheduler.size()).toBe(0)
  })

  it('a staggered endless tween (a cycle per piece) has no plan', () => {
    const pieces = [document.createElement('span'), document.createElement('span')]
    for (const piece of pieces) piece.animate = stage().el.animate
    const split = { get: () => pieces, pinned: () => undefined } as unknown as LayerTargets
    const words = { words: { all: [{ y: 0 }, { d: 500, y: -8, sd: 100, repeat: -1 }] } }
    const tl = once(words, split)
    tl.totalTime(0, true)
    expect(sampleLoop(tl)).toBeUndefined()
  })
})

/** The events a loop fires over `ms`, moved by the clock (browser or frames) a 16 ms tick at a time. */
function eventsOver(browser: boolean, ms: number) {
  const scheduler = createFakeScheduler()
  const events: string[] = []
  const { el, calls, targets } = stage()
  const tl = loop(bob, targets, events)
  tl.totalTime(0, true)
  const clock = createClock(scheduler, { browser })
  if (browser) planLoop(tl)
  void clock.play(tl)
  for (let t = 0; t < ms; t += 16) scheduler.tick(16)
  return { events, calls, scheduler, clock, tl, el }
}

/** What layer.ts registers for a loop scene. */
async function registerLoop() {
  const { planWith } = await import('./browser-plan')
  return (tl: gsap.core.Timeline) => planWith(tl, () => sampleLoop(tl))
}
const planLoop = await registerLoop()

describe('createClock({ browser: true }) plays a loop', () => {
  it('as one endless animation: no frame job, its events on time, cycle after cycle', () => {
    const { events, calls, scheduler } = eventsOver(true, 2600)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.options).toEqual({ duration: 1000, delay: 0, iterations: Infinity })
    // No job a frame: one timer waits for the next frame event.
    expect(scheduler.size()).toBe(1)
    // The same events, in the same order, as GSAP fires moved a frame at a time.
    expect(events).toEqual(eventsOver(false, 2600).events)
    expect(events.slice(0, 5)).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 1'])
  })

  it('framed (another scene of the layer plays), it goes on a frame at a time from there', () => {
    const { calls, scheduler, clock, tl, el } = eventsOver(true, 400)
    clock.framed(tl)
    expect(calls[0]?.cancelled).toBe(true)
    expect(clock.isPlaying(tl)).toBe(true)
    const at = translateY(el.style.transform)
    scheduler.tick(16)
    expect(translateY(el.style.transform)).toBeLessThan(at)
    // One frame job, no timer for a mark.
    expect(scheduler.size()).toBe(1)
  })

  it('stopped, the loop writes where it was and the animation goes', () => {
    const { calls, scheduler, clock, tl, el } = eventsOver(true, 1250)
    clock.stop(tl)
    // About 1.26 s in (16 ms ticks): a quarter through the next cycle, as GSAP puts it there.
    const into = (scheduler.now() / 1000) % 1
    expect(into).toBeGreaterThan(0.25)
    expect(into).toBeLessThan(0.3)
    expect(translateY(el.style.transform)).toBeCloseTo(translateY(sampleAt(tl, into)), 3)
    expect(calls[0]?.cancelled).toBe(true)
    expect(scheduler.size()).toBe(0)
  })
})

/** The transform GSAP writes `time` (s) into the loop's cycle (the timeline left as it was). */
function sampleAt(tl: gsap.core.Timeline, time: number): string {
  const was = tl.totalTime()
  tl.totalTime(time, true)
  const el = (tl.getChildren(false, true, false)[0] as gsap.core.Tween).targets()[0] as HTMLElement
  const out = el.style.transform
  tl.totalTime(was, true)
  return out
}

describe('afterwards', () => {
  it("leaves nothing on GSAP's global timeline (other files check it is empty)", () => {
    expect(gsap.globalTimeline.getChildren(true, true, true)).toEqual([])
  })
})
