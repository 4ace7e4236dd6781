import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import type { Clock } from './clock'
import type { Hold } from './holds'
import { createLayerPlayer } from './player'

// A layer kept at a layout change whose `in` comes from a stage edge word (`x: left`): its
// waiting state is drawn again where the layout now puts it (resize.ts; issue #25).

/** Where the stage's left edge puts the layer now (edges.ts measures it as the tween starts). */
let edge = -100
let el = document.createElement('div')
const made: gsap.core.Timeline[] = []
afterEach(() => {
  edge = -100
  el = document.createElement('div')
  // Nothing left on GSAP's global timeline (other files check that it is empty).
  for (const tl of made.splice(0)) tl.kill()
})

/** A clock that plays a scene to its hold or end at once, or one that is still playing it. */
function clock(playing = false): Clock {
  return {
    async play(anim, _dir, until) {
      anim.totalTime(until ?? anim.totalDuration())
    },
    stop() {},
    isPlaying: () => playing,
    framed() {},
    destroy() {},
  }
}

/** `in`: from beyond the left edge at 0, still there until 0.5 s, then to its place. */
function player({ measured = true, playing = false, holds = [] as Hold[] } = {}) {
  const tl = gsap.timeline({ paused: true })
  made.push(tl)
  tl.set(el, { x: () => edge }, 0).to(el, { x: 0, duration: 0.3 }, 0.5)
  return createLayerPlayer({
    element: el,
    slide: { index: 0 },
    layerId: '1',
    scenes: new Map([['in', tl]]),
    holds: new Map([['in', holds]]),
    clock: clock(playing),
    emit() {},
    interactive: false,
    measured,
  })
}
const x = () => gsap.getProperty(el, 'x')

describe('player.remeasure: a kept layer measured from the layout again (issue #25)', () => {
  it('a layer waiting to enter is drawn again from the edge where the layout now is', () => {
    const p = player()
    p.wait()
    expect(x()).toBe(-100)
    edge = -60
    expect(p.remeasure()).toBe(true)
    expect(x()).toBe(-60)
  })

  it('one that has entered stays; it waits from the new edge the next time', async () => {
    const p = player()
    p.wait()
    await p.play('in')
    expect(x()).toBe(0)
    edge = -30
    p.remeasure()
    expect(x()).toBe(0)
    // Back as a neighbour, its "from" state is where the layout puts the edge now, not where
    // it was when it last entered.
    p.wait()
    expect(x()).toBe(-30)
  })

  it('one held before a frame is drawn again at its hold', async () => {
    const p = player({ holds: [{ at: 0.5, frame: 1 }] })
    p.wait()
    await p.play('in')
    expect(p.held()).toBe(0)
    expect(x()).toBe(-100)
    edge = -40
    p.remeasure()
    expect(p.held()).toBe(0)
    expect(x()).toBe(-40)
  })

  it('one on its way is not moved, and says so', () => {
    const playing = player({ playing: true })
    playing.wait()
    edge = -60
    // resize.ts builds it again.
    expect(playing.remeasure()).toBe(false)
    expect(x()).toBe(-100)
  })

  it('one whose `in` is not measured as it plays reads its vars again: px moved to a new scale', async () => {
    // As rescale.ts leaves a tween: its px length changed in its vars (keep.ts decides which
    // layers resize.ts hands it, so the player need not know why).
    const from = { x: -60 }
    const tl = gsap.timeline({ paused: true })
    made.push(tl)
    tl.set(el, from, 0).to(el, { x: 0, duration: 0.3 }, 0.5)
    const p = createLayerPlayer({
      element: el,
      slide: { index: 0 },
      layerId: '1',
      scenes: new Map([['in', tl]]),
      clock: clock(),
      emit() {},
      interactive: false,
    })
    p.wait()
    expect(x()).toBe(-60)
    from.x = -30
    expect(p.remeasure()).toBe(true)
    expect(x()).toBe(-30)
    // Entered, then back as a neighbour: from the new length, and on its way from there.
    await p.play('in')
    expect(x()).toBe(0)
    from.x = -90
    p.remeasure()
    expect(x()).toBe(0)
    p.wait()
    expect(x()).toBe(-90)
    tl.totalTime(0.65, true)
    expect(x()).toBeLessThan(0)
    expect(x()).toBeGreaterThan(-90)
  })
})
