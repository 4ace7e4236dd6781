// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFontStatus } from './font-status'
import { waitForFont } from './wait-for-font'

describe('font status per weight (docs/behaviour.md §4)', () => {
  it('Font status per weight: 0 required, a job id while loading, 2 loaded', () => {
    const s = createFontStatus()
    const bold = { name: 'Lato', italic: true, weight: 700 }
    s.set({ name: 'Lato', italic: false, weight: 400 }, 0)
    s.set(bold, 'job')
    expect(s.get('Lato')).toEqual({ normal: { 400: 0 }, italic: { 700: 'job-1' } })
    s.set(bold, 2)
    expect(s.get('Lato')?.italic[700]).toBe(2)
    expect(s.of(bold)).toBe(2)
    expect(s.of({ ...bold, weight: 400 })).toBe(undefined)
    expect(s.get('Roboto')).toBe(undefined)
  })
})

describe('waiting for a font (docs/behaviour.md §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('Font check polling every 19 ms with a caller-set timeout', async () => {
    let calls = 0
    const wait = waitForFont(() => ++calls === 4, 1000)
    await vi.advanceTimersByTimeAsync(19 * 2)
    expect(calls).toBe(3)
    await vi.advanceTimersByTimeAsync(19)
    await expect(wait.done).resolves.toBe(true)
  })

  it('says false once the timeout passed, and a cancelled wait stops asking', async () => {
    const late = waitForFont(() => false, 100)
    await vi.advanceTimersByTimeAsync(120)
    await expect(late.done).resolves.toBe(false)
    let calls = 0
    const stopped = waitForFont(() => {
      calls++
      return false
    }, 100)
    stopped.cancel()
    await vi.advanceTimersByTimeAsync(200)
    expect(calls).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
