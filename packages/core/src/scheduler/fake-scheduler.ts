import type { FakeScheduler } from '../types/scheduler'
import { createScheduler } from './scheduler'

/** Frame length of the fake clock in ms. */
const FRAME = 16

/**
 * A scheduler for tests: the real one with no document and a hand-cranked frame source; the
 * clock moves only in `tick(ms)`, which runs a frame every 16 ms and a last partial frame for the
 * rest. `drive()` is ignored so that only `tick` makes frames.
 */
export function createFakeScheduler(start = 0): FakeScheduler {
  let clock = start
  let pending: ((time: number) => void) | undefined
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
  })
  return {
    ...scheduler,
    drive() {},
    tick(ms) {
      for (let left = ms; left > 0; left -= FRAME) {
        clock += Math.min(FRAME, left)
        pending?.(clock)
      }
    },
  }
}
