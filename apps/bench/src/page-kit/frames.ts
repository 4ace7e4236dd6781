import type { FrameStats } from '../slides'

/** Records animation-frame timestamps and long tasks until `stop()`. */
export function recordFrames(): { stop(): FrameStats } {
  const stamps: number[] = []
  let longTasks = 0
  let running = true
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length
  })
  observer.observe({ type: 'longtask' })
  const tick = (time: number): void => {
    stamps.push(time)
    if (running) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  return {
    stop() {
      running = false
      // Long-task entries are delivered asynchronously: take what is queued now.
      longTasks += observer.takeRecords().length
      observer.disconnect()
      return frameStats(stamps, longTasks)
    },
  }
}

export function frameStats(stamps: readonly number[], longTasks: number): FrameStats {
  const gaps = stamps.slice(1).map((t, i) => t - (stamps[i] ?? t))
  const durationMs = (stamps.at(-1) ?? 0) - (stamps[0] ?? 0)
  const sorted = [...gaps].sort((a, b) => a - b)
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0
  return {
    frames: gaps.length,
    durationMs,
    meanFps: durationMs > 0 ? (gaps.length * 1000) / durationMs : 0,
    p95FrameMs: p95,
    framesOver20: gaps.filter((g) => g > 20).length,
    longestFrameMs: sorted.at(-1) ?? 0,
    longTasks,
  }
}
