// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../test-support/console-guard'
import { createFakeScheduler } from './fake-scheduler'

describe('createFakeScheduler', () => {
  it('tick(ms) runs a frame every 16 ms and a last partial frame', () => {
    const s = createFakeScheduler(100)
    const times: number[] = []
    s.every((t) => times.push(t))
    s.tick(40)
    expect(times).toEqual([116, 132, 140])
    expect(s.now()).toBe(140)
  })

  it('runs every read before any write in a frame', () => {
    const s = createFakeScheduler()
    const order: string[] = []
    s.write(() => order.push('w1'))
    s.read(() => order.push('r1'))
    s.every(() => order.push('e'))
    s.read(() => order.push('r2'))
    s.tick(16)
    expect(order).toEqual(['r1', 'r2', 'w1', 'e'])
  })

  it('a write queued by a read runs in the same frame; a read queued by a write waits a frame', () => {
    const s = createFakeScheduler()
    const order: string[] = []
    s.read(() => s.write(() => order.push(`w@${s.now()}`)))
    s.write(() => s.read(() => order.push(`r@${s.now()}`)))
    s.tick(32)
    expect(order).toEqual(['w@16', 'r@32'])
  })

  it('read and write jobs run once; every jobs get the time and the ms since their last run', () => {
    const s = createFakeScheduler()
    const once = vi.fn()
    const deltas: number[] = []
    s.read(once)
    s.tick(8)
    s.every((_t, d) => deltas.push(d))
    s.tick(30)
    expect(once).toHaveBeenCalledOnce()
    expect(deltas).toEqual([16, 14])
  })

  it('after(ms) runs in a write phase once at least ms have passed', () => {
    const s = createFakeScheduler()
    const at: number[] = []
    s.after(40, () => at.push(s.now()))
    s.tick(32)
    expect(at).toEqual([])
    s.tick(16)
    expect(at).toEqual([48])
    expect(s.size()).toBe(0)
  })

  it('a cancelled job never runs, even when cancelled by an earlier job of the same frame', () => {
    const s = createFakeScheduler()
    const late = vi.fn()
    let cancel = () => {}
    s.write(() => cancel())
    cancel = s.write(late)
    s.tick(16)
    expect(late).not.toHaveBeenCalled()
    expect(s.size()).toBe(0)
  })

  it('a job that throws is logged and the frame goes on', () => {
    const s = createFakeScheduler()
    expectConsoleError(/^\[strata\] scheduled job failed Error: bug$/)
    const next = vi.fn()
    s.write(() => {
      throw new Error('bug')
    })
    s.write(next)
    s.tick(16)
    expect(next).toHaveBeenCalledOnce()
  })

  it('size() counts pending jobs and destroy() cancels all and ignores later ones', () => {
    const s = createFakeScheduler()
    const job = vi.fn()
    s.read(job)
    s.write(job)
    s.after(10, job)
    const cancel = s.every(job)
    expect(s.size()).toBe(4)
    cancel()
    cancel()
    expect(s.size()).toBe(3)
    s.destroy()
    s.write(job)
    s.tick(100)
    expect(s.size()).toBe(0)
    expect(job).not.toHaveBeenCalled()
  })
})
