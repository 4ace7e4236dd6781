import { describe, expect, it } from 'vitest'
import { frameStats } from './frames'

describe('frameStats', () => {
  it('gives mean fps as frames over time, the p95 and longest frame times and the frames over 20 ms', () => {
    // 19 frames of 10 ms and one of 40 ms: 20 frames over 230 ms.
    const stamps = [0]
    for (let i = 0; i < 19; i++) stamps.push((stamps.at(-1) ?? 0) + 10)
    stamps.push((stamps.at(-1) ?? 0) + 40)
    const stats = frameStats(stamps, 2)
    expect(stats.frames).toBe(20)
    expect(stats.durationMs).toBe(230)
    expect(stats.meanFps).toBeCloseTo(20_000 / 230)
    expect(stats.p95FrameMs).toBe(10)
    expect(stats.framesOver20).toBe(1)
    expect(stats.longestFrameMs).toBe(40)
    expect(stats.longTasks).toBe(2)
  })

  it('reports zeros, not NaN, when no frame was drawn', () => {
    expect(frameStats([], 0)).toEqual({
      frames: 0,
      durationMs: 0,
      meanFps: 0,
      p95FrameMs: 0,
      framesOver20: 0,
      longestFrameMs: 0,
      longTasks: 0,
    })
  })
})
