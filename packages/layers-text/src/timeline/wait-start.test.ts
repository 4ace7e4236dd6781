import type { Plugin } from '@strata/core'
import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { layersModule, mount } from './test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** Enters from the right, then moves on left: two frames on `x`, one after the other. */
const chained = {
  in: {
    content: {
      all: [
        { t: 0, d: 0, x: 40, o: 0 },
        { t: 100, d: 200, x: 0, o: 1, e: 'none' },
        { t: 300, d: 200, x: -40, e: 'none' },
      ],
    },
  },
}
const x = (el: HTMLElement | null) => Number(el && gsap.getProperty(el, 'x'))

// A neighbour's `in` is drawn at its start while it waits, but not run through to its end
// (player.wait; docs/performance-log.md, "Twenty-fourth session"): its later frames read their
// start values when they start, as GSAP's tweens do in a timeline played from its start.
describe('a neighbour waiting at the start of its in', () => {
  it('shows its "from" state before its slide change', async () => {
    h = await mount(layersModule([[{ id: 1 }], [{ id: 2, tl: chained }]]))
    // GSAP's chunk arrives, then the next read phase times the neighbour.
    await h.run(500)
    const el = h.layer(1, 2)
    expect(el?.style.opacity).toBe('0')
    expect(x(el)).toBe(40)
  })

  it('plays each frame from where the one before ended, to the last frame at rest', async () => {
    h = await mount(layersModule([[{ id: 1 }], [{ id: 2, tl: chained }]]))
    const el = h.layer(1, 2)
    h.slider.goTo(1)
    const seen: number[] = []
    for (let t = 0; t < 1200; t += 16) {
      await h.run(16)
      seen.push(x(el))
    }
    // From 40 down to -40 without a step back: the second frame starts at 0, where the first ended.
    expect(seen.every((v, i) => i === 0 || v <= (seen[i - 1] as number))).toBe(true)
    expect(seen.some((v) => v > 0 && v < 40)).toBe(true)
    expect(seen.some((v) => v < 0 && v > -40)).toBe(true)
    expect(seen.at(-1)).toBe(-40)
    expect(el?.style.opacity).toBe('1')
  })
})

/** A slide change that takes 300 ms (as a background's would), so a test can look inside it. */
const slowChange: Plugin<'slow', object> = {
  name: 'slow',
  options: {},
  setup(ctx) {
    const off = ctx.addTransition(
      () => new Promise<void>((resolve) => void ctx.scheduler.after(300, resolve)),
    )
    return { destroy: off }
  },
}

describe('a slide entering again', () => {
  // Its `in` ended where its last frame left it (x -40, opacity 1): `wait` draws every frame's
  // start again, the tween that starts later included, before the change shows the slide.
  it('waits in its "from" state through the change that brings it back', async () => {
    h = await mount(layersModule([[{ id: 1 }], [{ id: 2, tl: chained }], [{ id: 3 }]]), {
      plugins: [slowChange],
    })
    const el = h.layer(1, 2)
    h.slider.goTo(1)
    await h.run(1200)
    expect(x(el)).toBe(-40)
    h.slider.goTo(2)
    await h.run(1200)
    h.slider.goTo(1)
    await h.run(32)
    // The change runs (300 ms): the layer waits at its start, not where it ended.
    expect(el?.style.opacity).toBe('0')
    expect(x(el)).toBe(40)
    await h.run(1200)
    expect(x(el)).toBe(-40)
    expect(el?.style.opacity).toBe('1')
  })
})
