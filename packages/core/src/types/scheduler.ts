/** A frame source: requestAnimationFrame, or GSAP's ticker so both share one rAF. */
export interface FrameDriver {
  add(callback: (time: number) => void): void
  remove(callback: (time: number) => void): void
}

/** Cancels a scheduled job. Calling it twice is harmless. */
export type Cancel = () => void

/**
 * One frame loop per slider: every job runs in a read phase before a write phase, so no
 * layout is read after a write in the same frame. The loop runs only while frame jobs exist
 * (an `after` job waits on a timer, not on frames) and pauses while the document is hidden.
 */
export interface Scheduler {
  /** Current time in ms (performance.now in browsers; the fake's clock in tests). */
  now(): number
  /** Run once in the next frame's read phase. */
  read(job: () => void): Cancel
  /** Run once in the next frame's write phase. */
  write(job: () => void): Cancel
  /** Run every frame (write phase) with the time and the ms since the last frame. */
  every(job: (time: number, delta: number) => void): Cancel
  /**
   * Run once, in the write phase of the first frame after `ms` have passed. It waits on a timer:
   * no frames run for it meanwhile.
   */
  after(ms: number, job: () => void): Cancel
  /** Take frames from another source (e.g. GSAP's ticker) instead of rAF. */
  drive(driver: FrameDriver): void
  /** Number of pending jobs (for leak checks). */
  size(): number
  /** Cancel every job and stop the loop. */
  destroy(): void
}

/** A scheduler whose clock only moves when told: for tests. */
export interface FakeScheduler extends Scheduler {
  /** Advance the clock by `ms`, running frames every 16 ms. */
  tick(ms: number): void
}
