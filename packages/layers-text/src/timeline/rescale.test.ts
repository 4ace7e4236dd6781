import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import type { SceneTimeline } from './fade-scene'
import { rescale } from './rescale'

// A kept layer's px lengths moved to a new grid scale in its tweens (issue #25): real GSAP.

const made: gsap.core.Timeline[] = []
afterEach(() => {
  // Nothing left on GSAP's global timeline (other files check that it is empty).
  for (const tl of made.splice(0)) tl.kill()
})

/** A scene as build.ts makes one, its values read at grid scale 0.5: from 30 px down, to 0. */
function scene(els: HTMLElement[], stagger?: number) {
  const tl = gsap.timeline({ paused: true })
  made.push(tl)
  tl.set(els, { y: 15, x: '50%', opacity: 0 }, 0)
  tl.add(gsap.to(els, { y: 0, z: 0, opacity: 1, duration: 0.4, stagger, lazy: false }), 0)
  return tl
}
const y = (el: Element) => gsap.getProperty(el, 'y')
/** Drawn at its start as player.ts `wait` draws it: just past it and back. */
const atStart = (tl: gsap.core.Timeline) => tl.totalTime(0.0001, true).totalTime(0, true)

describe('rescale: px lengths moved with the grid scale (issue #25)', () => {
  it('a set and its tweens take the new lengths once read again; % and 0 stay', () => {
    const el = document.createElement('div')
    const tl = scene([el])
    atStart(tl)
    expect(y(el)).toBe(15)
    expect(rescale([tl as SceneTimeline], 0.5, 0.8)).toBe(true)
    atStart(tl.invalidate())
    expect(y(el)).toBe(24)
    expect(gsap.getProperty(el, 'x', '%')).toBe('50%')
    // Halfway, between the new start and 0 (the tween read its start again).
    tl.totalTime(0.2, true)
    expect(y(el)).toBeGreaterThan(0)
    expect(y(el)).toBeLessThan(24)
  })

  it('split pieces, one tween each inside a staggered tween, all move', () => {
    const els = [1, 2, 3].map(() => document.createElement('span'))
    const tl = gsap.timeline({ paused: true })
    made.push(tl)
    tl.set(els, { y: 15 }, 0)
    tl.add(gsap.to(els, { y: -5, duration: 0.2, stagger: 0.1, lazy: false }), 0)
    tl.totalTime(tl.totalDuration(), true)
    expect(els.map(y)).toEqual([-5, -5, -5])
    rescale([tl as SceneTimeline], 0.5, 1)
    atStart(tl.invalidate())
    expect(els.map(y)).toEqual([30, 30, 30])
    tl.totalTime(tl.totalDuration(), true)
    expect(els.map(y)).toEqual([-10, -10, -10])
  })

  it('moves from the lengths as first read: no drift over many scales', () => {
    const el = document.createElement('div')
    const tl = gsap.timeline({ paused: true })
    made.push(tl)
    tl.set(el, { y: 33.33 }, 0)
    let at = 1
    for (const next of [0.37, 0.81, 0.123, 0.59, 1]) {
      rescale([tl as SceneTimeline], at, next)
      at = next
    }
    atStart(tl.invalidate())
    expect(y(el)).toBe(33.33)
  })

  it('the same scale moves nothing; a scale of 0 cannot be divided by: the layer is built again', () => {
    const el = document.createElement('div')
    const tl = scene([el])
    expect(rescale([tl as SceneTimeline], 0.5, 0.5)).toBe(true)
    expect(rescale([tl as SceneTimeline], 0, 0.5)).toBe(false)
    atStart(tl)
    expect(y(el)).toBe(15)
    // A fade scene (fade-scene.ts) is not GSAP's and holds no length.
    const fade = { totalTime: () => 0 } as unknown as SceneTimeline
    expect(rescale([fade], 0.5, 1)).toBe(true)
  })
})
