import type { Cancel, FrameDriver, Scheduler } from '../types/scheduler'

export interface SchedulerOptions {
  /** Frame request. @default globalThis.requestAnimationFrame (a 16 ms timeout where absent) */
  raf?: (callback: (time: number) => void) => number
  /** Frame cancel. @default globalThis.cancelAnimationFrame (clearTimeout where absent) */
  caf?: (id: number) => void
  /** Clock in ms. @default performance.now */
  now?: () => number
  /** Watched for `visibilitychange`: no frames while hidden; null for none. @default globalThis.document */
  doc?: Document | null
}

/** Job kinds, in the order a frame runs them. */
const READ = 0
const WRITE = 1
const AFTER = 2
const EVERY = 3

interface Job {
  kind: number
  run(time: number, delta: number): void
  /** Due time (`after`), time of the last run (`every`), time added (read, write). */
  at: number
}

const g = globalThis

/**
 * One frame loop per slider (see `Scheduler`). Frame time is always `now()`, so a driver with
 * another clock (GSAP's ticker counts seconds) changes nothing but who asks for frames.
 */
export function createScheduler({
  now = () => performance.now(),
  doc = g.document,
  raf = g.requestAnimationFrame?.bind(g) ??
    // The frame callback reads `now()` itself, so it needs no time argument.
    ((callback) => setTimeout(callback, 16) as unknown as number),
  caf = g.cancelAnimationFrame?.bind(g) ?? clearTimeout,
}: SchedulerOptions = {}): Scheduler {
  const jobs = new Set<Job>()
  let frameId: number
  let running = false
  let dead = false
  let driver: FrameDriver = {
    add(callback) {
      const loop = (time: number) => {
        frameId = raf(loop)
        callback(time)
      }
      frameId = raf(loop)
    },
    remove: () => caf(frameId),
  }

  const frame = () => {
    const time = now()
    // Each phase takes its snapshot when it starts: a write queued by a read runs in the same
    // frame, a read queued by a write waits for the next one (no layout read after a write).
    for (let kind = READ; kind <= EVERY; kind++)
      // An `every` job starts in the frame after it was added, so its first delta is never 0.
      for (const job of [...jobs])
        if (job.kind === kind && jobs.has(job) && (kind < EVERY ? time >= job.at : time > job.at)) {
          if (kind < EVERY) jobs.delete(job)
          try {
            job.run(time, time - job.at)
          } catch (error) {
            console.error('[strata] scheduled job failed', error)
          }
          job.at = time
        }
    if (!jobs.size) stop()
  }
  const stop = () => {
    if (running) driver.remove(frame)
    running = false
  }
  const wake = () => {
    if (running || doc?.hidden || !jobs.size) return
    running = true
    driver.add(frame)
  }
  const onVisibility = () => {
    if (doc?.hidden) return stop()
    // Hidden time is not play time: `every` deltas restart from now.
    for (const job of jobs) if (job.kind === EVERY) job.at = now()
    wake()
  }
  const add = (kind: number, run: Job['run'], at = now()): Cancel => {
    if (dead) return () => {}
    const job = { kind, run, at }
    jobs.add(job)
    wake()
    return () => jobs.delete(job)
  }
  doc?.addEventListener('visibilitychange', onVisibility)

  return {
    now,
    read: (job) => add(READ, job),
    write: (job) => add(WRITE, job),
    after: (ms, job) => add(AFTER, job, now() + ms),
    every: (job) => add(EVERY, job),
    size: () => jobs.size,
    drive(next) {
      stop()
      driver = next
      wake()
    },
    destroy() {
      dead = true
      jobs.clear()
      stop()
      doc?.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
