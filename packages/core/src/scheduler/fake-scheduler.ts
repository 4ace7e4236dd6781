import type { FakeScheduler } from '../types/scheduler'
import { createScheduler } from './scheduler'

/** Frame length of the fake clock in ms. */
const FRAME = 16

/**
 * A scheduler for tests: the real one with no document and a hand-cranked frame source; the
 * clock moves only in `tick(ms)`, which runs a frame every 16 ms and a last partial frame for the
 * rest. The timers `after` jobs wait on run on that clock too, just before the frame of the
 * tick they fall due in. `drive()` is ignored so that only `tick` makes frames.
 */
export function createFakeScheduler(start = 0): FakeScheduler {
  let clock = start
  let pending: ((time: number) => void) | undefined
  /** Timers on the fake clock, in the order they were set. */
  const timers = new Set<{ at: number; callback: () => void }>()
  const scheduler = createScheduler({
    now: () => clock,
    doc: null,
    raf: (callback) => {
      pending = callback
      return 1
    },
    caf: () => {
      pending = undefined
    },
    timeout: (callback, ms) => {
      const timer = { at: clock + ms, callback }
      timers.add(timer)
      return () => timers.delete(timer)
    },
  })
  return {
    ...scheduler,
    drive() {},
    tick(ms) {
      for (let left = ms; left > 0; left -= FRAME) {
        clock += Math.min(FRAME, left)
        const due = [...timers].filter((t) => t.at <= clock).sort((a, b) => a.at - b.at)
        for (const timer of due) if (timers.delete(timer)) timer.callback()
        pending?.(clock)
      }
    },
  }
}
