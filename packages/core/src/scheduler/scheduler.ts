import type { FrameDriver, Scheduler } from '../types/scheduler'
import { createJobs } from './jobs'

export interface SchedulerOptions {
  /** Frame request. @default globalThis.requestAnimationFrame (a 16 ms timeout where absent) */
  raf?: (callback: (time: number) => void) => number
  /** Frame cancel. @default globalThis.cancelAnimationFrame (clearTimeout where absent) */
  caf?: (id: number) => void
  /** Clock in ms. @default performance.now */
  now?: () => number
  /** Watched for `visibilitychange`: no frames while hidden. @default globalThis.document */
  doc?: Document
}

/**
 * One frame loop per slider (see `Scheduler`). Frame time is always `now()`, so a driver with
 * another clock (GSAP's ticker counts seconds) changes nothing but who asks for frames.
 */
export function createScheduler(options: SchedulerOptions = {}): Scheduler {
  const g = globalThis
  const now = options.now ?? (() => performance.now())
  const doc = options.doc ?? g.document
  const raf =
    options.raf ??
    g.requestAnimationFrame?.bind(g) ??
    ((cb: (t: number) => void) => setTimeout(() => cb(now()), 16) as unknown as number)
  const caf = options.caf ?? g.cancelAnimationFrame?.bind(g) ?? clearTimeout
  let frameId = 0
  const rafDriver: FrameDriver = {
    add(cb) {
      const loop = (t: number) => {
        frameId = raf(loop)
        cb(t)
      }
      frameId = raf(loop)
    },
    remove: () => caf(frameId),
  }
  let driver = rafDriver
  let running = false
  let dead = false

  const tick = () => {
    jobs.frame(now())
    if (!jobs.size()) stop()
  }
  const stop = () => {
    if (running) driver.remove(tick)
    running = false
  }
  const wake = () => {
    if (running || dead || doc?.hidden || !jobs.size()) return
    running = true
    driver.add(tick)
  }
  const onVisibility = () => {
    if (doc?.hidden) return stop()
    // Hidden time is not play time: `every` deltas restart from now.
    jobs.rebase(now())
    wake()
  }
  const jobs = createJobs(now, wake)
  doc?.addEventListener('visibilitychange', onVisibility)

  return {
    ...jobs,
    now,
    drive(next) {
      stop()
      driver = next
      wake()
    },
    destroy() {
      dead = true
      jobs.close()
      stop()
      doc?.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
