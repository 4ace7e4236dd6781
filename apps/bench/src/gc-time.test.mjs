import { describe, expect, it } from 'vitest'
import { gcLine, gcOf } from './gc-time.mjs'

const main = { pid: 1, tid: 2 }
const event = (name, dur, thread = main, ph = 'X') => ({ name, dur, ph, ...thread })

describe('gcOf', () => {
  it("counts the thread's young and full collections and sums their time", () => {
    const gc = gcOf(
      [
        event('MinorGC', 4700),
        event('MinorGC', 3800),
        event('MajorGC', 12000),
        // Another thread's, a begin event, and V8's nested phases are not counted.
        event('MinorGC', 9000, { pid: 1, tid: 3 }),
        event('MinorGC', 9000, main, 'B'),
        event('V8.GC_SCAVENGER', 4000),
      ],
      main,
    )
    expect(gc).toEqual({ young: { count: 2, ms: 8.5 }, full: { count: 1, ms: 12 } })
    expect(gcLine(gc)).toBe('Garbage collection (main thread): 2 young, 8.5 ms; 1 full, 12.0 ms')
  })

  it('reads none in a trace without collections', () => {
    expect(gcOf([event('FunctionCall', 100)], main)).toEqual({
      young: { count: 0, ms: 0 },
      full: { count: 0, ms: 0 },
    })
  })
})
