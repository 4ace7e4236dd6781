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

  it('the loop only runs while jobs exist', () => {
    const r = manualRaf()
    const s = createScheduler({ ...r, doc })
    expect(r.pending()).toBe(0)
    s.write(() => {})
    r.frame()
    expect(r.pending()).toBe(0)
    const job = vi.fn()
    s.after(20, job)
    r.frame()
    expect(r.pending()).toBe(1)
    r.frame()
    expect(job).toHaveBeenCalledOnce()
    expect(r.pending()).toBe(0)
    s.destroy()
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
