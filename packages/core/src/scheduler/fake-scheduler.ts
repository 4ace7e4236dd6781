import type { FakeScheduler } from '../types/scheduler'
import { createJobs } from './jobs'

/** Frame length of the fake clock in ms. */
const FRAME = 16

/**
 * A scheduler for tests: no rAF, no document; the clock moves only in `tick(ms)`, which runs a
 * frame every 16 ms and a last partial frame for the rest. Same phase order as the real one.
 */
export function createFakeScheduler(start = 0): FakeScheduler {
  let clock = start
  const jobs = createJobs(
    () => clock,
    () => {},
  )
  return {
    ...jobs,
    now: () => clock,
    drive() {},
    destroy: jobs.close,
    tick(ms) {
      for (let left = ms; left > 0; left -= FRAME) {
        clock += Math.min(FRAME, left)
        jobs.frame(clock)
      }
    },
  }
}
