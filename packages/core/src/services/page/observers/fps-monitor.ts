import type { Scheduler } from '../../../types/scheduler'

/** docs/behaviour.md §9: frames per sample window. */
export const FPS_WINDOW = 45
/** docs/behaviour.md §9: an average below this many frames per second is low. */
export const LOW_FPS = 30
/** docs/behaviour.md §9: how long the engine measures, in ms. */
export const FPS_MEASURE_MS = 4000

export interface FpsMonitorOptions {
  scheduler: Scheduler
  /** Called with the window's average fps when it is under `threshold`. */
  onLow(fps: number): void
  /** Frames per window. @default 45 */
  frames?: number
  /** @default 30 */
  threshold?: number
  /** ms to measure before stopping (per-frame work is not free); 0 = until stopped. @default 4000 */
  duration?: number
}

/**
 * The frame-rate sampler (docs/behaviour.md §8, §9): frame times from the scheduler are averaged over
 * windows of 45 frames; a window averaging under 30 fps calls `onLow`. `fps()` is the last
 * window's average (undefined before one is complete). `stop` ends it early.
 */
export function createFpsMonitor({
  scheduler,
  onLow,
  frames = FPS_WINDOW,
  threshold = LOW_FPS,
  duration = FPS_MEASURE_MS,
}: FpsMonitorOptions) {
  let sum = 0
  let count = 0
  let last: number | undefined
  let first = true
  const start = scheduler.now()
  const sample = (time: number, delta: number): void => {
    // The first delta runs from when the monitor was added, not from a frame.
    if (first) {
      first = false
      return
    }
    sum += delta
    count++
    if (count >= frames) {
      last = (1000 * count) / sum
      sum = 0
      count = 0
      if (last < threshold) onLow(last)
    }
    if (duration > 0 && time - start >= duration) stop()
  }
  const stop = scheduler.every(sample)
  return { stop, fps: () => last }
}
