import { describe, expect, it } from 'vitest'
import { inputTimings } from './event-timing.mjs'

/** A complete event of `tid`, from `ms` for `durMs` (the trace's µs). */
const task = (name, tid, ms, durMs) => ({
  name,
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  pid: 1,
  tid,
})

/** An `EventTiming` begin event as Chromium writes it (times in ms from the page's origin). */
const timing = (ts, type, timeStamp, processingStart, processingEnd, duration) => ({
  name: 'EventTiming',
  ph: 'b',
  ts,
  id: '0x1',
  pid: 1,
  tid: 1,
  args: { data: { type, timeStamp, processingStart, processingEnd, duration } },
})

describe('inputTimings', () => {
  it('splits each key press into its delay, its handlers and its frame, in time order', () => {
    const events = [
      timing(50_000, 'keydown', 500, 503, 510, 40),
      timing(1000, 'keydown', 100, 101, 102.5, 12.5),
      // Not a key press, and not the begin event: left out.
      timing(1500, 'keyup', 300, 301, 301.2, 8),
      { ...timing(90_000, 'keydown', 500, 503, 510, 40), ph: 'e' },
      // The first press (its begin event at 1 ms) is processed by 3.5 ms and shown at 13.5:
      // the main thread's frame from 8 to 11 ms (a paint inside it counted once), the handler's
      // task before 3.5 not counted, a task running past 13.5 clipped to it.
      task('RunTask', 1, 1.2, 2.2),
      task('BeginMainFrame', 1, 8, 3),
      task('Paint', 1, 9, 1),
      task('RunTask', 1, 13, 2),
      // Another thread's draw: not the main thread's.
      task('DrawFrame', 2, 11, 2),
    ]
    expect(inputTimings(events)).toEqual([
      {
        durationMs: 12.5,
        delayMs: 1,
        processingMs: 1.5,
        presentationMs: 10,
        presentationMainMs: 3.5,
      },
      { durationMs: 40, delayMs: 3, processingMs: 7, presentationMs: 30, presentationMainMs: 0 },
    ])
  })

  it('reads another event type when asked', () => {
    const events = [timing(1500, 'keyup', 300, 301, 301.25, 8)]
    expect(inputTimings(events, 'keyup')).toEqual([
      {
        durationMs: 8,
        delayMs: 1,
        processingMs: 0.25,
        presentationMs: 6.75,
        presentationMainMs: 0,
      },
    ])
    expect(inputTimings(events)).toEqual([])
  })
})
