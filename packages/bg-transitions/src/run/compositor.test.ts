import { easeNamed } from '@strata/core/kit'
import { createFakeScheduler } from '@strata/core/testing'
import { describe, expect, it } from 'vitest'
import { filterCss, type Pose, rest } from '../plan/pose'
import { animateTracks, type EasedTrack, keyframesOf, runOf } from './compositor'
import { motionHost } from './motion-host'
import { createRunner, type Track } from './runner'

const slideIn: Pose = { ...rest(), x: { value: 100, unit: '%' } }
const eased = (t: Partial<EasedTrack>): EasedTrack => ({
  el: {} as HTMLElement,
  from: slideIn,
  to: rest(),
  delay: 0,
  duration: 300,
  ease: 'power2.inOut',
  perspective: 0,
  curve: easeNamed('power2.inOut') as (p: number) => number,
  ...t,
})

/** A 300 ms linear slide in from the right, on `el`, after `delay` ms. */
const slideTrack = (el: HTMLElement, delay = 0): Track => ({
  el,
  from: slideIn,
  to: rest(),
  delay,
  duration: 300,
  ease: 'none',
  perspective: 0,
})

/** An element whose `animate` records its calls; its style records every write. */
function animated() {
  const calls: { frames: Keyframe[]; options: KeyframeAnimationOptions; state: string[] }[] = []
  const style: Record<string, string> = {}
  const el = {
    style,
    animate(frames: Keyframe[], options: KeyframeAnimationOptions) {
      const state: string[] = []
      calls.push({ frames, options, state })
      const animation = {
        playState: 'running',
        finished: new Promise(() => {}),
        effect: { updateTiming: (t: OptionalEffectTiming) => state.push(`delay ${t.delay}`) },
        commitStyles: () => state.push('committed'),
        cancel: () => {
          state.push('cancelled')
          animation.playState = 'idle'
        },
        play: () => {
          state.push('played')
          animation.playState = 'running'
        },
      }
      return animation as unknown as Animation
    },
  } as unknown as HTMLElement
  return { el, calls, style }
}

describe('keyframesOf: a slide change as browser keyframes (issue #25)', () => {
  it('samples the eased poses a frame apart: from the first pose to rest, the ease in between', () => {
    const frames = keyframesOf(eased({}), motionHost)
    // 300 ms at 60 Hz: 18 frames, 19 keyframes with both ends.
    expect(frames).toHaveLength(19)
    expect(frames[0]).toEqual({ offset: 0, transform: 'translate3d(100%,0px,0px)' })
    expect(frames.at(-1)).toEqual({ offset: 1, transform: 'translate3d(0%,0px,0px)' })
    // power2.inOut (a cubic) is half way at the middle, and slow near both ends: 4 × (1/18)³.
    expect(frames[9]?.transform).toBe('translate3d(50%,0px,0px)')
    expect(frames[1]?.transform).toBe('translate3d(99.9314%,0px,0px)')
  })

  it('opacity and filter appear only when they move; filters keep one list of functions', () => {
    const fade = keyframesOf(
      eased({ from: { ...rest(), opacity: 0 }, curve: (p) => p }),
      motionHost,
    )
    expect(fade[0]?.opacity).toBe('0')
    expect(fade.at(-1)?.opacity).toBe('1')
    expect(fade[0]?.filter).toBeUndefined()
    const blur = keyframesOf(
      eased({ from: { ...rest(), filter: { ...rest().filter, blur: 8 } } }),
      motionHost,
    )
    expect(blur[0]?.filter).toBe('blur(8px) brightness(100%) grayscale(0%) sepia(0%) invert(0%)')
    expect(blur.at(-1)?.filter).toBe(
      'blur(0px) brightness(100%) grayscale(0%) sepia(0%) invert(0%)',
    )
  })

  it('a frame written by script lists only the filter functions away from rest (none at rest)', () => {
    expect(filterCss(rest().filter)).toBe('none')
    expect(filterCss({ ...rest().filter, brightness: 80, sepia: 12.345678 })).toBe(
      'brightness(80%) sepia(12.3457%)',
    )
  })

  it('a dip sinks the piece mid-way and is gone at the end; a long run has at most 61 keyframes', () => {
    const frames = keyframesOf(
      eased({ from: rest(), dip: 100, duration: 3000, curve: (p) => p }),
      motionHost,
    )
    expect(frames).toHaveLength(61)
    expect(frames[30]?.transform).toBe('translate3d(0px,0px,-100px)')
    expect(frames.at(-1)?.transform).toBe('translate3d(0px,0px,0px)')
  })
})

describe('runOf: two keyframes and the ease as a linear() easing (issue #25)', () => {
  const turn = { ...rest(), x: { value: 100, unit: '%' as const }, rotationY: 90, opacity: 0 }

  it('lists every function at both ends, so the browser moves each value by the eased progress', () => {
    const run = runOf(eased({ from: turn, perspective: 1200, pivot: -300 }), motionHost)
    expect(run.frames).toEqual([
      {
        offset: 0,
        transform:
          'perspective(1200px) translate3d(100%,0px,0px) translateZ(-300px) rotateX(0deg) rotateY(90deg) translateZ(300px) rotate(0deg) scale(1,1)',
        opacity: '0',
      },
      {
        offset: 1,
        transform:
          'perspective(1200px) translate3d(0px,0px,0px) translateZ(-300px) rotateX(0deg) rotateY(0deg) translateZ(300px) rotate(0deg) scale(1,1)',
        opacity: '1',
      },
    ])
  })

  it("its stops are GSAP's ease a frame apart: the progress of each sampled keyframe", () => {
    const track = eased({})
    const stops = /^linear\((.*)\)$/.exec(runOf(track, motionHost).easing ?? '')?.[1]?.split(',')
    const sampled = keyframesOf(track, motionHost)
    expect(stops).toHaveLength(sampled.length)
    // Each stop puts the slide where the sampled keyframe at that offset puts it (to 0.001 %
    // of its width: the stops have 5 decimals).
    sampled.forEach((frame, i) => {
      const x = Number(/^translate3d\(([-\d.]+)%/.exec(String(frame.transform))?.[1])
      expect(100 * (1 - Number(stops?.[i]))).toBeCloseTo(x, 3)
    })
    expect(stops?.[9]).toBe('0.5')
  })

  it('a track that repeats (the same poses, ease, length, depth) gets the run made before', () => {
    const from: Pose = { ...rest(), x: { value: 100, unit: '%' } }
    const to = rest()
    const run = runOf(eased({ from, to }), motionHost)
    expect(runOf(eased({ from, to }), motionHost)).toBe(run)
    expect(runOf(eased({ from, to, duration: 600 }), motionHost)).not.toBe(run)
    expect(runOf(eased({ from, to, curve: (p) => p }), motionHost)).not.toBe(run)
    expect(runOf(eased({ from, to: rest() }), motionHost).frames).toEqual(run.frames)
  })

  it('a dip, or a browser without linear(), keeps the sampled keyframes', () => {
    const dip = runOf(eased({ dip: 100 }), motionHost)
    expect(dip.easing).toBeUndefined()
    expect(dip.frames).toHaveLength(19)
    // A browser that refuses the linear() easing gets the sampled keyframes.
    const { el, calls } = animated()
    const animate = el.animate.bind(el)
    el.animate = (frames, options) => {
      const easing = (options as KeyframeAnimationOptions | undefined)?.easing
      if (easing?.startsWith('linear(')) throw new TypeError(`'${easing}' is not a valid easing`)
      return animate(frames, options)
    }
    animateTracks([eased({ el })], 0, motionHost)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.frames).toEqual(keyframesOf(eased({}), motionHost))
    expect(calls[0]?.options.easing).toBeUndefined()
  })
})

describe('createRunner({ compositor: true })', () => {
  it('starts browser animations in the first frame, writes no frame by script, lands at rest', async () => {
    const scheduler = createFakeScheduler()
    const { el, calls, style } = animated()
    const track = slideTrack(el, 50)
    let done = false
    void createRunner(scheduler, motionHost, { compositor: true })
      .play([track])
      .then(() => (done = true))
    expect(calls).toHaveLength(0)
    scheduler.tick(16)
    expect(calls).toHaveLength(1)
    // The track's ease is 'none': its linear() stops are the progress itself.
    expect(calls[0]?.options).toMatchObject({ duration: 300, delay: 50, fill: 'both' })
    expect(calls[0]?.options.easing).toMatch(/^linear\(0,0\.05556,0\.11111,.*,1\)$/)
    expect(calls[0]?.frames).toHaveLength(2)
    scheduler.tick(200)
    expect(style).toEqual({})
    scheduler.tick(200)
    await Promise.resolve()
    expect(done).toBe(true)
    expect(style.transform).toBe('translate3d(0%,0px,0px)')
    expect(calls[0]?.state).toEqual(['cancelled'])
  })

  it('stopped midway, keeps where each piece is, then cancels', async () => {
    const scheduler = createFakeScheduler()
    const { el, calls } = animated()
    const track = slideTrack(el)
    const runner = createRunner(scheduler, motionHost, { compositor: true })
    const run = runner.play([track])
    scheduler.tick(100)
    runner.stop()
    await run
    expect(calls[0]?.state).toEqual(['committed', 'cancelled'])
  })

  it('a change that repeats a run on the same slot plays its ended animation again', async () => {
    const scheduler = createFakeScheduler()
    const { el, calls } = animated()
    const runner = createRunner(scheduler, motionHost, { compositor: true })
    const from: Pose = { ...rest(), x: { value: 100, unit: '%' } }
    const track: Track = { ...slideTrack(el), from }
    const run = async (delay: number) => {
      const done = runner.play([{ ...track, delay }])
      scheduler.tick(16)
      scheduler.tick(400)
      await done
    }
    await run(0)
    await run(0)
    await run(50)
    // One `animate`: the second and third changes play it again (the third with its new delay).
    expect(calls).toHaveLength(1)
    expect(calls[0]?.state).toEqual([
      'cancelled',
      'played',
      'cancelled',
      'delay 50',
      'played',
      'cancelled',
    ])
    // A run of other keyframes (the way back) makes an animation of its own.
    const back = runner.play([{ ...track, from: rest(), to: from }])
    scheduler.tick(16)
    expect(calls).toHaveLength(2)
    runner.stop()
    await back
  })

  it('an element that cannot animate gets its frames written by script', async () => {
    const scheduler = createFakeScheduler()
    const style: Record<string, string> = {}
    const el = { style } as unknown as HTMLElement
    const track = slideTrack(el)
    const run = createRunner(scheduler, motionHost, { compositor: true }).play([track])
    scheduler.tick(16)
    scheduler.tick(134)
    expect(style.transform).toBe('translate3d(50%,0px,0px)')
    scheduler.tick(200)
    await run
    expect(style.transform).toBe('translate3d(0%,0px,0px)')
  })
})
