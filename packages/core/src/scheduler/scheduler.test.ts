import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameDriver } from '../types/scheduler'
import { createScheduler } from './scheduler'

/** A manual rAF: frames run only when `frame()` is called. */
function manualRaf() {
  let clock = 0
  let nextId = 1
  const pending = new Map<number, (t: number) => void>()
  return {
    now: () => clock,
    raf: (cb: (t: number) => void) => {
      pending.set(nextId, cb)
      return nextId++
    },
    caf: (id: number) => {
      pending.delete(id)
    },
    pending: () => pending.size,
    frame(ms = 16) {
      clock += ms
      const due = [...pending.values()]
      pending.clear()
      for (const cb of due) cb(clock)
    },
  }
}

let hidden = false
const doc = Object.defineProperty(new EventTarget(), 'hidden', {
  get: () => hidden,
}) as unknown as Document
const setHidden = (value: boolean) => {
  hidden = value
  doc.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  hidden = false
})

describe('createScheduler', () => {
  it('runs one requestAnimationFrame loop: reads, then writes and every jobs', () => {
    const r = manualRaf()
    const s = createScheduler({ ...r, doc })
    const order: string[] = []
    s.every(() => order.push('every'))
    s.write(() => order.push('write'))
    s.read(() => order.push('read'))
    expect(r.pending()).toBe(1)
    r.frame()
    expect(order).toEqual(['read', 'write', 'every'])
    s.destroy()
  })

  it('the loop only runs while frame jobs exist', () => {
    const r = manualRaf()
    const s = createScheduler({ ...r, doc })
    expect(r.pending()).toBe(0)
    s.write(() => {})
    r.frame()
    expect(r.pending()).toBe(0)
    s.destroy()
  })

  it('an after job waits on a timer with no frame, then runs in the next write phase', () => {
    const r = manualRaf()
    const timers: { ms: number; fire: () => void; cleared: boolean }[] = []
    const timeout = (fire: () => void, ms: number) => {
      const timer = { ms, fire, cleared: false }
      timers.push(timer)
      return () => {
        timer.cleared = true
      }
    }
    const s = createScheduler({ ...r, doc, timeout })
    const order: string[] = []
    s.after(500, () => order.push('after'))
    // Waiting: no frame is asked for, the job counts as pending.
    expect(r.pending()).toBe(0)
    expect(timers.map((t) => t.ms)).toEqual([500])
    expect(s.size()).toBe(1)
    timers[0]?.fire()
    expect(order).toEqual([])
    expect(r.pending()).toBe(1)
    s.read(() => order.push('read'))
    r.frame()
    expect(order).toEqual(['read', 'after'])
    expect(r.pending()).toBe(0)
    expect(s.size()).toBe(0)
    // Cancelled while waiting: its timer is cleared; twice is harmless.
    const cancel = s.after(100, () => order.push('cancelled'))
    cancel()
    cancel()
    expect(timers[1]?.cleared).toBe(true)
    expect(s.size()).toBe(0)
    // Cancelled once due but before its frame: it does not run.
    const late = s.after(100, () => order.push('late'))
    timers[2]?.fire()
    late()
    r.frame()
    expect(order).toEqual(['read', 'after'])
    // destroy clears the timers still waiting; one set after it queues nothing when it fires.
    s.after(100, () => {})
    s.destroy()
    expect(timers[3]?.cleared).toBe(true)
    expect(s.size()).toBe(0)
    s.after(10, () => order.push('dead'))
    timers[4]?.fire()
    r.frame()
    expect(r.pending()).toBe(0)
    expect(order).toEqual(['read', 'after'])
  })

  it('pauses while document.hidden and re-bases the clock so every deltas do not jump', () => {
    const r = manualRaf()
    const s = createScheduler({ ...r, doc })
    const deltas: number[] = []
    s.every((_t, d) => deltas.push(d))
    r.frame()
    setHidden(true)
    expect(r.pending()).toBe(0)
    r.frame(5000)
    setHidden(false)
    expect(r.pending()).toBe(1)
    r.frame()
    expect(deltas).toEqual([16, 16])
    s.destroy()
  })

  it('does not start a loop while the document is hidden', () => {
    const r = manualRaf()
    hidden = true
    const s = createScheduler({ ...r, doc })
    s.write(() => {})
    expect(r.pending()).toBe(0)
    s.destroy()
  })

  it('drive(driver) takes frames from another source such as GSAP ticker', () => {
    const r = manualRaf()
    const s = createScheduler({ ...r, doc })
    const idle = () => {}
    s.every(idle)
    expect(r.pending()).toBe(1)
    const callbacks = new Set<(t: number) => void>()
    const ticker: FrameDriver = {
      add: (cb) => callbacks.add(cb),
      remove: (cb) => callbacks.delete(cb),
    }
    s.drive(ticker)
    expect(r.pending()).toBe(0)
    expect(callbacks.size).toBe(1)
    const job = vi.fn()
    s.write(job)
    for (const cb of callbacks) cb(0.5) // GSAP passes seconds: ignored, now() is used
    expect(job).toHaveBeenCalledOnce()
    s.destroy()
    expect(callbacks.size).toBe(0)
  })

  it('destroy() cancels all jobs, the frame and its visibilitychange listener', () => {
    const r = manualRaf()
    const remove = vi.spyOn(doc, 'removeEventListener')
    const s = createScheduler({ ...r, doc })
    const job = vi.fn()
    s.every(job)
    s.destroy()
    s.destroy()
    expect(s.size()).toBe(0)
    expect(r.pending()).toBe(0)
    expect(remove).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
    setHidden(false)
    s.write(job)
    expect(r.pending()).toBe(0)
    expect(job).not.toHaveBeenCalled()
  })

  it('falls back to the global requestAnimationFrame and document', () => {
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame')
    const s = createScheduler()
    s.write(() => {})
    expect(raf).toHaveBeenCalled()
    s.destroy()
    raf.mockRestore()
  })
})
