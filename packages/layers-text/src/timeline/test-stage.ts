import type { RawRecord } from '@strata/core'
import type { gsap } from 'gsap'
import { afterEach } from 'vitest'
import type { LayerTargets } from './targets'
import { readScene } from './tracks'

/** One `el.animate` call a stage recorded, and whether its animation was cancelled since. */
export interface AnimateCall {
  frames: Keyframe[]
  options: KeyframeAnimationOptions
  cancelled: boolean
}

/**
 * For the clock's tests: `el` records the animations asked of it (happy-dom runs none), and
 * `targets` gives it for every track, its origin pinned inline as prepareLayer pins it.
 */
export function stage() {
  const el = document.createElement('div')
  const calls: AnimateCall[] = []
  el.animate = ((frames: Keyframe[], options: KeyframeAnimationOptions) => {
    const call: AnimateCall = { frames, options, cancelled: false }
    calls.push(call)
    return {
      finished: new Promise(() => {}),
      cancel: () => {
        call.cancelled = true
      },
    } as unknown as Animation
  }) as typeof el.animate
  const targets = { get: () => [el], pinned: () => '50% 50% 0px' } as unknown as LayerTargets
  return { el, calls, targets }
}

/** Frame hooks that record `start n` and `end n` into `events`. */
export const recordInto = (events: string[]) => ({
  start: (frame: number) => events.push(`start ${frame}`),
  end: (frame: number) => events.push(`end ${frame}`),
})

/** The tracks of a scene in the export's shape, read as a layer reads them (no random, no report). */
export const readTracks = (raw: RawRecord, scene: string) =>
  readScene(raw, scene, { level: 0, random: (a) => a, report: () => {} }, `tl.${scene}`)

/**
 * A list for the GSAP timelines a test file makes, killed after each test: test files share
 * GSAP's global timeline, which some check is empty.
 */
export function killedAfterEach(): gsap.core.Timeline[] {
  const made: gsap.core.Timeline[] = []
  afterEach(() => {
    for (const tl of made.splice(0)) tl.kill()
  })
  return made
}
