import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { FILTER_DEFAULTS } from '../defaults'
import { buildScene } from './build'
import type { LayerTargets } from './targets'
import { readScene } from './tracks'

/** Timelines made here: killed after each test, as test files share GSAP's global timeline. */
const made: gsap.core.Timeline[] = []
afterEach(() => {
  for (const tl of made.splice(0)) tl.kill()
})

const hooks = { start: () => {}, end: () => {} }

/** A scene of `x` 100 → 0 over 300 ms, then a fade, on one element per track. */
function scene() {
  const tracks = readScene(
    {
      content: {
        all: [
          { x: 100, o: 0 },
          { d: 300, x: 0, o: 1 },
          { t: 300, d: 200, o: 0.5 },
        ],
      },
    },
    'in',
    { level: 0, random: (a) => a, report: () => {} },
    'tl.in',
  )
  const el = document.createElement('div')
  const targets = { get: () => [el], pinned: () => '50% 50% 0px' } as unknown as LayerTargets
  const tl = buildScene({ gsap, filter: FILTER_DEFAULTS }, tracks, targets, hooks)
  made.push(tl)
  return { tl, el }
}

describe('a GSAP scene (timeline/build.ts)', () => {
  it('makes tweens that GSAP does not defer (no lookup entry kept for the page, issue #25)', () => {
    const { tl } = scene()
    const tweens = tl.getChildren(true, true, false) as gsap.core.Tween[]
    const timed = tweens.filter((t) => t.duration() > 0)
    expect(timed).toHaveLength(2)
    for (const tween of timed) expect(tween.vars.lazy).toBe(false)
  })

  it('still draws its start, its middle and its end where the keyframes put them', () => {
    const { tl, el } = scene()
    tl.progress(1)
    expect(gsap.getProperty(el, 'x')).toBe(0)
    expect(gsap.getProperty(el, 'opacity')).toBe(0.5)
    tl.progress(0)
    expect(gsap.getProperty(el, 'x')).toBe(100)
    expect(gsap.getProperty(el, 'opacity')).toBe(0)
    tl.seek(0.15)
    expect(gsap.getProperty(el, 'x')).toBeGreaterThan(0)
    expect(gsap.getProperty(el, 'x')).toBeLessThan(100)
  })
})
