import { describe, expect, it } from 'vitest'
import { changeSplitLine, scriptAround } from './change-split.mjs'
import { scriptTime } from './script-time.mjs'
import { X } from './trace-events.test-support.mjs'

const thread = { pid: 7, tid: 1 }

describe('scriptAround', () => {
  const events = [
    // The change: a frame callback with a forced layout in it, and its microtasks.
    X('FireAnimationFrame', 0, 1000),
    X('Layout', 200, 300),
    X('RunMicrotasks', 900, 400),
    // After the mark at 5000: the deferred refresh, a timer whose style update is not script.
    X('TimerFire', 6000, 2000),
    X('UpdateLayoutTree', 7000, 500),
    // Another thread's script counts on neither side.
    X('FunctionCall', 6000, 9000, 2),
  ]

  it('splits the thread’s script at the mark, the rendering inside left out', () => {
    expect(scriptAround(events, thread, 5000)).toEqual({ before: 1, after: 1.5 })
  })

  it('sums to the script of the whole trace', () => {
    const { before, after } = scriptAround(events, thread, 5000)
    expect(before + after).toBeCloseTo(scriptTime(events, thread), 9)
  })

  it('puts an event on the side it starts on', () => {
    const across = [X('FunctionCall', 4000, 2000)]
    expect(scriptAround(across, thread, 5000)).toEqual({ before: 2, after: 0 })
  })
})

describe('changeSplitLine', () => {
  it('prints both parts and the share of what runs after the change', () => {
    expect(changeSplitLine({ change: 6, after: 2 })).toBe(
      'the change 6.0 ms, after it 2.0 ms (25 % of the two)',
    )
  })
})
