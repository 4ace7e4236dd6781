import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTAINER_TICK_MS, CONTAINER_TICKS, waitForContainer } from './wait'

afterEach(() => vi.useRealTimers())

describe('Media container wait 100 ticks of 19 ms', () => {
  it('resolves once the container is in the page', async () => {
    vi.useFakeTimers()
    const el = document.createElement('div')
    const done = vi.fn()
    waitForContainer(el, new AbortController().signal).then(done)
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS * 3)
    expect(done).not.toHaveBeenCalled()
    document.body.append(el)
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS)
    expect(done).toHaveBeenCalled()
    el.remove()
  })

  it('Container not found within timeout: rejects after 100 ticks of 19 ms', async () => {
    vi.useFakeTimers()
    const failed = vi.fn()
    waitForContainer(document.createElement('div'), new AbortController().signal).catch(failed)
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS * (CONTAINER_TICKS - 1))
    expect(failed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS * 2)
    expect(failed).toHaveBeenCalledWith(new Error('Media container not found after 100 ticks'))
    expect([CONTAINER_TICKS, CONTAINER_TICK_MS]).toEqual([100, 19])
  })

  it("rejects 'aborted' when its signal aborts while it looks, and looks no more", async () => {
    vi.useFakeTimers()
    const stop = new AbortController()
    const failed = vi.fn()
    waitForContainer(document.createElement('div'), stop.signal).catch(failed)
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS * 3)
    stop.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(failed).toHaveBeenCalledWith(new Error('aborted'))
    expect(vi.getTimerCount()).toBe(0)
  })
})
