import { describe, expect, it } from 'vitest'
import { LENGTHS, scriptByLength, scriptLengthLines } from './script-events.mjs'
import { scriptTime } from './script-time.mjs'
import { X as event } from './trace-events.test-support.mjs'

/** A complete trace event (µs) of process 1, on thread 10 unless told. */
const X = (name, ts, dur, tid = 10) => event(name, ts, dur, tid, 1)

describe('scriptByLength: the script of a trace, task by task, by length', () => {
  const events = [
    // Two short frames, a long one with a forced layout inside, a timer.
    X('FireAnimationFrame', 0, 200),
    X('FireAnimationFrame', 16000, 300),
    X('FireAnimationFrame', 32000, 6000),
    X('Layout', 33000, 1500),
    // Nested in the long frame: counted once, as part of it.
    X('RunMicrotasks', 34000, 3000),
    X('TimerFire', 50000, 1500),
    // Another thread's, and rendering on its own: not script of this thread.
    X('FireAnimationFrame', 60000, 9000, 20),
    X('Paint', 70000, 2000),
  ]
  const rows = scriptByLength(events, { pid: 1, tid: 10 })

  it('puts each top-level task in its class, less the rendering inside it', () => {
    expect(rows.map((r) => r.upTo)).toEqual(LENGTHS)
    expect(rows.map((r) => r.count)).toEqual([2, 0, 1, 0, 1])
    expect(rows[0]?.ms).toBeCloseTo(0.5)
    // 6 ms less its 1.5 ms layout.
    expect(rows[4]?.ms).toBeCloseTo(4.5)
    expect(rows[4]?.names).toEqual({ FireAnimationFrame: 1 })
    expect(rows[2]?.names).toEqual({ TimerFire: 1 })
  })

  it('counts rendering nested in rendering once, and adds up to scriptTime', () => {
    const nested = [
      X('FireAnimationFrame', 0, 6000),
      X('UpdateLayoutTree', 1000, 2000),
      // Inside the style update: 2 ms of rendering in all, not 3.
      X('Layout', 1500, 1000),
    ]
    const byLength = scriptByLength(nested, { pid: 1, tid: 10 })
    expect(byLength[3]?.ms).toBeCloseTo(4)
    const sum = (list) => list.reduce((a, r) => a + r.ms, 0)
    expect(sum(byLength)).toBeCloseTo(scriptTime(nested, { pid: 1, tid: 10 }))
    expect(sum(rows)).toBeCloseTo(scriptTime(events, { pid: 1, tid: 10 }))
  })

  it('prints a line a class, with the events by name', () => {
    const lines = scriptLengthLines(rows)
    expect(lines[0]).toBe('    0–0.5 ms:    2 tasks,    0.5 ms (FireAnimationFrame 2)')
    expect(lines[1]).toBe('    0.5–1 ms:    0 tasks,    0.0 ms')
    expect(lines[4]).toBe('   over 4 ms:    1 tasks,    4.5 ms (FireAnimationFrame 1)')
  })
})
