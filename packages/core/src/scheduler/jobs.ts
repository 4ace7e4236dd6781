import type { Cancel, Scheduler } from '../types/scheduler'

/** The job lists and the phase order shared by the real and the fake scheduler. */
export interface JobQueue extends Pick<Scheduler, 'read' | 'write' | 'every' | 'after' | 'size'> {
  /**
   * Run one frame at `time`: reads, then writes, due `after` jobs, then `every` jobs (those added
   * before this frame).
   */
  frame(time: number): void
  /** Restart every `every` job's delta at `time` (after the loop was paused). */
  rebase(time: number): void
  /** Drop every job; later additions are ignored. */
  close(): void
}

interface Job {
  run(time: number, delta: number): void
  /** Due time (`after`) or time of the last run (`every`). */
  at: number
}

const noop: Cancel = () => {}

/** `onAdd` wakes the loop when a job arrives. */
export function createJobs(now: () => number, onAdd: () => void): JobQueue {
  const reads = new Set<Job>()
  const writes = new Set<Job>()
  const afters = new Set<Job>()
  const everys = new Set<Job>()
  const all = [reads, writes, afters, everys]
  let closed = false

  const add = (set: Set<Job>, run: Job['run'], at = now()): Cancel => {
    if (closed) return noop
    const job = { run, at }
    set.add(job)
    onAdd()
    return () => {
      set.delete(job)
    }
  }

  // Each phase takes its snapshot when it starts: a write queued by a read runs in the same frame,
  // a read queued by a write waits for the next one (no layout read after a write).
  const phase = (set: Set<Job>, time: number, due?: (job: Job) => boolean, repeat?: boolean) => {
    for (const job of [...set]) {
      if (!set.has(job) || (due && !due(job))) continue
      if (!repeat) set.delete(job)
      try {
        job.run(time, time - job.at)
      } catch (error) {
        console.error('[strata] scheduled job failed', error)
      }
      if (repeat) job.at = time
    }
  }

  return {
    read: (job) => add(reads, job),
    write: (job) => add(writes, job),
    every: (job) => add(everys, job),
    after: (ms, job) => add(afters, job, now() + ms),
    size: () => all.reduce((n, set) => n + set.size, 0),
    frame(time) {
      phase(reads, time)
      phase(writes, time)
      phase(afters, time, (job) => time >= job.at)
      // An `every` job starts in the frame after it was added, so its first delta is never 0.
      phase(everys, time, (job) => time > job.at, true)
    },
    rebase(time) {
      for (const job of everys) job.at = time
    },
    close() {
      closed = true
      for (const set of all) set.clear()
    },
  }
}
