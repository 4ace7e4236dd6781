import type { Cancel, Scheduler } from '@strata/core'

/**
 * Runs a job once the scheduler's clock reaches `at` (ms), in that frame's write phase; returns
 * its cancel. What `Scheduler.after` does, with shared timers.
 */
export type Marks = (at: number, job: () => void) => Cancel

/**
 * The clock's marks: jobs due in the same millisecond by the scheduler's clock share one of its
 * `after` timers, and run in one write job in the order they were set. A real export's slide
 * fades its 25–30 layers out together, each scene ending at a mark of its own: one timer, not
 * one a layer (issue #25). A mark runs at most 1 ms after its time, where the browser's
 * animation has already ended and holds its last frame.
 */
export function createMarks(scheduler: Scheduler): Marks {
  const due = new Map<number, { cancel: Cancel; jobs: Set<() => void> }>()
  return (at, job) => {
    const when = Math.ceil(at)
    let slot = due.get(when)
    if (!slot) {
      const jobs = new Set<() => void>()
      const cancel = scheduler.after(when - scheduler.now(), () => {
        due.delete(when)
        // A job may cancel one after it (a frame event's listener stopping a scene): a Set skips
        // what is deleted while it is walked.
        for (const run of jobs) run()
      })
      slot = { cancel, jobs }
      due.set(when, slot)
    }
    const { jobs, cancel } = slot
    jobs.add(job)
    return () => {
      jobs.delete(job)
      if (jobs.size || due.get(when) !== slot) return
      due.delete(when)
      cancel()
    }
  }
}
