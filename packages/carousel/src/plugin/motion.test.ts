// @vitest-environment node
import { createFakeScheduler } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BrowserMoves } from './browser-moves'
import { host } from './host'
import { createMotion, createStrip } from './motion'

/** A browser that plays every move it is given (or refuses all), recording the calls. */
function fakeBrowser(accepts = true) {
  const calls: { from: number; to: number; ms: number; elapsed: number }[] = []
  const browser: BrowserMoves & { stops: number } = {
    stops: 0,
    play(from, to, _curve, ms, elapsed) {
      calls.push({ from, to, ms, elapsed })
      return accepts
    },
    stop() {
      browser.stops++
    },
  }
  return { browser, calls }
}

function setup(accepts = true) {
  const scheduler = createFakeScheduler()
  const strip = createStrip(0)
  const written: number[] = []
  const { browser, calls } = fakeBrowser(accepts)
  const motion = createMotion(strip, scheduler, () => written.push(strip.p), host, browser)
  return { scheduler, strip, written, browser, calls, motion }
}

afterEach(() => vi.restoreAllMocks())

describe('strip moves the browser plays', () => {
  it('the first frame hands the move over; no frame is written until its end, where it lands', async () => {
    const { scheduler, strip, written, browser, calls, motion } = setup()
    let done = false
    void motion.animate(0, 1, 400, 'power3.inOut').then(() => {
      done = true
    })
    scheduler.tick(16)
    // The start written once (slides that do not move stay right), then the browser's.
    expect(written).toEqual([0])
    expect(calls).toEqual([{ from: 0, to: 1, ms: 400, elapsed: 16 }])
    scheduler.tick(184)
    expect(written).toEqual([0])
    // The position is the clock's: half the time, half the way for an in-out ease.
    expect(strip.p).toBeCloseTo(0.5, 2)
    scheduler.tick(240)
    await Promise.resolve()
    expect(written).toEqual([0, 1])
    expect(browser.stops).toBe(1)
    expect(done).toBe(true)
    expect(strip.p).toBe(1)
  })

  it('stopped midway: the strip stays where the clock says, written before the animations go', () => {
    const { scheduler, strip, written, browser, motion } = setup()
    void motion.animate(2, 4, 500, 'power3.inOut')
    scheduler.tick(16 * 10)
    const at = strip.p
    expect(at).toBeGreaterThan(2)
    expect(at).toBeLessThan(4)
    motion.stop()
    expect(written.at(-1)).toBeCloseTo(at, 6)
    expect(browser.stops).toBe(1)
    expect(motion.running()).toBe(false)
    scheduler.tick(1000)
    expect(strip.p).toBeCloseTo(at, 6)
  })

  it('refresh makes the move again from the same clock (a slide built, a new layout)', () => {
    const { scheduler, calls, browser, motion } = setup()
    void motion.animate(0, 1, 400, 'power3.inOut')
    scheduler.tick(16 * 6)
    motion.refresh()
    expect(browser.stops).toBe(1)
    expect(calls.at(-1)).toEqual({ from: 0, to: 1, ms: 400, elapsed: 96 })
    // Nothing plays: nothing to make again.
    const idle = setup()
    idle.motion.refresh()
    expect(idle.calls).toEqual([])
  })

  it('where the browser refuses, every frame is written by script', () => {
    const { scheduler, written, motion } = setup(false)
    void motion.animate(0, 1, 160, 'power3.inOut')
    scheduler.tick(16 * 11)
    // The start, then a frame each 16 ms to the end.
    expect(written.length).toBeGreaterThan(9)
    expect(written.at(-1)).toBe(1)
  })
})
