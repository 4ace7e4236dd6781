import type { Scheduler } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { createMarks } from './marks'

/** A scheduler with only a clock and `after`, whose timers fire when `to` passes their time. */
function fakeScheduler() {
  let time = 0
  const timers: { at: number; job: () => void; live: boolean }[] = []
  const scheduler = {
    now: () => time,
    after(ms: number, job: () => void) {
      const timer = { at: time + ms, job, live: true }
      timers.push(timer)
      return () => {
        timer.live = false
      }
    },
  } as unknown as Scheduler
  const to = (t: number) => {
    time = t
    for (const timer of timers)
      if (timer.live && timer.at <= t) {
        timer.live = false
        timer.job()
      }
  }
  const live = () => timers.filter((t) => t.live).length
  return { scheduler, to, timers, live }
}

describe('createMarks (issue #25)', () => {
  it('marks due in the same millisecond share one timer and run in the order set, none early', () => {
    const { scheduler, to, timers } = fakeScheduler()
    const marks = createMarks(scheduler)
    const ran: string[] = []
    marks(299.5, () => ran.push('a'))
    marks(299.6, () => ran.push('b'))
    // 1 ms later: a timer of its own.
    marks(300.8, () => ran.push('c'))
    expect(timers).toHaveLength(2)
    to(299.4)
    expect(ran).toEqual([])
    to(300)
    expect(ran).toEqual(['a', 'b'])
    to(301)
    expect(ran).toEqual(['a', 'b', 'c'])
  })

  it("a cancelled mark does not run; the timer goes with its group's last", () => {
    const { scheduler, to, live } = fakeScheduler()
    const marks = createMarks(scheduler)
    const ran: string[] = []
    const a = marks(100, () => ran.push('a'))
    const b = marks(100, () => ran.push('b'))
    a()
    expect(live()).toBe(1)
    b()
    expect(live()).toBe(0)
    // A new mark at that time has a timer again.
    marks(100, () => ran.push('c'))
    to(100)
    expect(ran).toEqual(['c'])
  })

  it('a mark that cancels a later one of its group (a frame event stopping a scene) wins', () => {
    const { scheduler, to } = fakeScheduler()
    const marks = createMarks(scheduler)
    const ran: string[] = []
    let later = () => {}
    marks(50, () => {
      ran.push('first')
      later()
    })
    later = marks(50, () => ran.push('second'))
    to(50)
    expect(ran).toEqual(['first'])
    // Cancelling after its group ran changes nothing.
    later()
  })
})
