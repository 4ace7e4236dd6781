import { describe, expect, it } from 'vitest'
import { longFrames, longGaps, namedTime } from './long-frames.mjs'

const main = { pid: 1, tid: 10 }
const meta = (tid, name) => ({ ph: 'M', name: 'thread_name', pid: 1, tid, ts: 0, args: { name } })
const frame = (ms) => ({
  ph: 'X',
  name: 'FireAnimationFrame',
  pid: 1,
  tid: 10,
  ts: ms * 1000,
  dur: 500,
})
const work = (tid, name, ms, dur) => ({
  ph: 'X',
  name,
  pid: 1,
  tid,
  ts: ms * 1000,
  dur: dur * 1000,
})

describe('longFrames', () => {
  it('finds the gaps over the limit between animation frames and what each thread ran in them', () => {
    const events = [
      meta(10, 'CrRendererMain'),
      meta(20, 'VizCompositorThread'),
      frame(0),
      frame(16),
      // A 50 ms gap: the compositor draws for 40 ms, the main thread paints for 4.
      frame(66),
      // Task wrappers are not named: the work inside them is.
      work(20, 'RunTask', 19, 42),
      work(20, 'DirectRenderer::DrawFrame', 20, 40),
      // Nested in the draw: counted once, as part of it.
      work(20, 'SkiaRenderer::DrawQuad', 25, 10),
      work(10, 'Paint', 30, 4),
      // In a short gap: not counted.
      work(20, 'DirectRenderer::DrawFrame', 5, 8),
      frame(90),
    ]
    expect(longFrames(events, main)).toEqual({
      frames: 2,
      longest: 50,
      threads: [
        {
          thread: 'VizCompositorThread',
          ms: 40,
          top: [{ name: 'DirectRenderer::DrawFrame', ms: 40 }],
        },
        // The frame that starts the gap counts in it (0.5 ms).
        {
          thread: 'CrRendererMain',
          ms: 5,
          top: [
            { name: 'Paint', ms: 4 },
            { name: 'FireAnimationFrame', ms: 1 },
          ],
        },
      ],
    })
  })

  it('reports none when every frame comes in time', () => {
    const events = [frame(0), frame(16), frame(33), work(10, 'Layout', 5, 3)]
    expect(longFrames(events, main)).toEqual({ frames: 0, longest: 0, threads: [] })
  })
})

describe('namedTime', () => {
  it('sums an event name on every thread, and the part that starts in a long frame', () => {
    const events = [
      frame(0),
      frame(16),
      frame(66),
      frame(82),
      // Two decodes in the 50 ms gap (on two workers), one in a frame that came in time.
      work(30, 'ImageDecodeTask', 20, 12),
      work(31, 'ImageDecodeTask', 30, 8),
      work(30, 'ImageDecodeTask', 70, 5),
      work(30, 'RasterTask', 21, 3),
    ]
    const gaps = longGaps(events, main)
    expect(gaps).toEqual([[16_000, 66_000]])
    expect(namedTime(events, 'ImageDecodeTask', gaps)).toEqual({ all: 25, inLong: 20 })
    expect(namedTime(events, 'Paint', gaps)).toEqual({ all: 0, inLong: 0 })
  })
})
