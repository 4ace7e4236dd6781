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
  /**
   * Runs `callback` once `ms` have passed and returns its cancel: an `after` job waits on it,
   * not on frames, so a wait runs no script a frame (issue #25: a slide change the browser
   * animates, a nav's auto-hide).
   * @default globalThis.setTimeout
   */
  timeout?: (callback: () => void, ms: number) => Cancel
}

/** Job kinds, in the order a frame runs them (the bundler inlines their values). */
enum Kind {
  READ,
  WRITE,
  EVERY,
}

interface Job {
  kind: Kind
  run(time: number, delta: number): void
  /** Time of the last run (`every`), time added (read, write). */
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
  // Without rAF, a 16 ms timer: the frame callback reads `now()` itself, so it needs no time
  // argument (rAF ignores the 16). Unbound calls: a window function's `this` is then the window.
  raf = (callback) => ((g.requestAnimationFrame ?? setTimeout) as typeof setTimeout)(callback, 16),
  caf = (id) => (g.cancelAnimationFrame ?? clearTimeout)(id),
  timeout = (callback, ms) => clearTimeout.bind(g, setTimeout(callback, ms)),
}: SchedulerOptions = {}): Scheduler {
  const jobs = new Set<Job>()
  /** Cancels of the timers `after` jobs wait on. */
  const timers = new Set<Cancel>()
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
    for (let kind = Kind.READ; kind <= Kind.EVERY; kind++)
      // An `every` job starts in the frame after it was added, so its first delta is never 0.
      for (const job of [...jobs])
        if (job.kind === kind && jobs.has(job) && (kind < Kind.EVERY || time > job.at)) {
          if (kind < Kind.EVERY) jobs.delete(job)
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
    // Hidden time is not play time: `every` deltas restart from now (others have no delta).
    for (const job of jobs) job.at = now()
    wake()
  }
  const add = (kind: Kind, run: Job['run']): Cancel => {
    if (dead) return () => {}
    const job = { kind, run, at: now() }
    jobs.add(job)
    wake()
    return () => jobs.delete(job)
  }
  doc?.addEventListener('visibilitychange', onVisibility)

  return {
    now,
    read: (job) => add(Kind.READ, job),
    write: (job) => add(Kind.WRITE, job),
    after(ms, job) {
      // The timer's cancel while it waits, the queued write's once it has fired.
      let cancel: Cancel = timeout(() => {
        timers.delete(cancel)
        cancel = add(Kind.WRITE, job)
      }, ms)
      timers.add(cancel)
      return () => {
        timers.delete(cancel)
        cancel()
      }
    },
    every: (job) => add(Kind.EVERY, job),
    size: () => jobs.size + timers.size,
    drive(next) {
      stop()
      driver = next
      wake()
    },
    destroy() {
      dead = true
      jobs.clear()
      for (const timer of timers) timer()
      timers.clear()
      stop()
      doc?.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
