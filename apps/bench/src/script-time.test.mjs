import { describe, expect, it } from 'vitest'
import { pageThread, scriptCpuTime, scriptTime } from './script-time.mjs'
import { X } from './trace-events.test-support.mjs'

const thread = { pid: 7, tid: 1 }

// [what it shows, the thread's events, script ms]
const CASES = [
  [
    'counts microtasks that run after a frame callback, which ScriptDuration leaves out',
    [
      X('FireAnimationFrame', 0, 1000),
      X('FunctionCall', 0, 300),
      X('RunMicrotasks', 400, 600),
      X('TimerFire', 5000, 200),
    ],
    1.2,
  ],
  ['counts a microtask checkpoint that runs on its own', [X('RunMicrotasks', 0, 2500)], 2.5],
  [
    'leaves out rendering forced inside script, and rendering in the frame',
    [
      X('FunctionCall', 0, 1000),
      X('Layout', 200, 300),
      X('UpdateLayoutTree', 600, 200),
      X('UpdateLayoutTree', 2000, 900),
      X('Paint', 3000, 500),
    ],
    0.5,
  ],
  [
    'reads only the thread asked for, and only complete events',
    [
      X('FunctionCall', 0, 1000),
      X('FunctionCall', 0, 4000, 2),
      X('FunctionCall', 0, 4000, 1, 8),
      { name: 'FunctionCall', ph: 'B', ts: 0, pid: 7, tid: 1 },
      X('ParseHTML', 2000, 1000),
    ],
    1,
  ],
]

describe('script time from a trace', () => {
  it.each(CASES)('%s', (_, events, ms) => {
    expect(scriptTime(events, thread)).toBe(ms)
  })
})

/** A complete event with its thread time (µs). */
const T = (name, ts, dur, tdur) => ({ ...X(name, ts, dur), tdur })

// [what it shows, the thread's events, script CPU ms]
const CPU_CASES = [
  [
    'counts each outermost script event once, by its thread time',
    [
      T('FireAnimationFrame', 0, 1000, 600),
      T('FunctionCall', 0, 300, 250),
      T('RunMicrotasks', 2000, 500, 500),
    ],
    1.1,
  ],
  [
    'leaves out the rendering forced inside script, by its thread time, and rendering in the frame',
    [
      T('FunctionCall', 0, 1000, 900),
      T('Layout', 200, 300, 200),
      T('UpdateLayoutTree', 2000, 900, 900),
    ],
    0.7,
  ],
  [
    'takes an event without thread time at its length, and reads only the thread asked for',
    [
      X('TimerFire', 0, 400),
      { ...T('FunctionCall', 0, 4000, 4000), tid: 2 },
      X('EventDispatch', 500, 100),
    ],
    0.5,
  ],
]

describe('script CPU time from a trace (thread time)', () => {
  it.each(CPU_CASES)('%s', (_, events, ms) => {
    expect(scriptCpuTime(events, thread)).toBe(ms)
  })
})

describe("the page's main thread", () => {
  const names = [
    { name: 'thread_name', ph: 'M', pid: 3, tid: 30, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 4, tid: 40, args: { name: 'CrRendererMain' } },
  ]
  it("is the renderer the trace's start names for the page's URL", () => {
    const start = {
      name: 'TracingStartedInBrowser',
      args: {
        data: {
          frames: [
            { url: 'about:blank', processId: 3 },
            { url: 'http://x/', processId: 4 },
          ],
        },
      },
    }
    expect(pageThread([start, ...names], 'http://x/')).toEqual({ pid: 4, tid: 40 })
  })

  it('is the one renderer there is when the start names none, and an error among several', () => {
    expect(pageThread([names[0]], 'http://x/')).toEqual({ pid: 3, tid: 30 })
    expect(() => pageThread(names, 'http://x/')).toThrow('no renderer main thread for http://x/')
  })
})
