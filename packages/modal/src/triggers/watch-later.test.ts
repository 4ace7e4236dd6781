import { afterEach, describe, expect, it, vi } from 'vitest'

// Mock changes wait until no import is in flight (see plugin/popup-chunk.test.ts): vitest replays
// its queue of doMock and doUnmock calls in each import that starts meanwhile, and an import in
// between gets the real chunk.
afterEach(async () => {
  await vi.dynamicImportSettled()
  vi.doUnmock('./watch-triggers')
  vi.resetModules()
  vi.restoreAllMocks()
})

/** Mocks the watchers' chunk: `arrive()` settles its import with the real module. */
async function deferredChunk() {
  await vi.dynamicImportSettled()
  vi.resetModules()
  const real = await import('./watch-triggers')
  const state = { asked: false, watched: 0, arrive: (): void => {} }
  vi.doMock('./watch-triggers', () => {
    state.asked = true
    return new Promise((resolve) => {
      state.arrive = () =>
        resolve({
          watchTriggers: (...args: Parameters<typeof real.watchTriggers>) => {
            state.watched++
            return real.watchTriggers(...args)
          },
        })
    })
  })
  return state
}

// issue #25: the trigger watchers (delay, scroll, event, hash) are a chunk, loaded only for a
// pop-up or page trigger that has a settings string.
describe("the trigger's watchers, on demand", () => {
  it('a pop-up with no trigger never asks for them; one with a trigger watches once they arrive', async () => {
    const chunk = await deferredChunk()
    const { mountModal } = await import('../plugin/test-modal')
    const plain = await mountModal()
    plain.done()
    expect(chunk.asked).toBe(false)
    const m = await mountModal({ trigger: 't:10' })
    try {
      expect(m.api.state()).toBe('hidden')
      await vi.waitFor(() => expect(chunk.asked).toBe(true))
      chunk.arrive()
      await vi.waitFor(() => expect(chunk.watched).toBe(1))
      await vi.waitFor(() => expect(m.api.state()).toBe('visible'))
      expect(m.slider.report).toEqual([])
    } finally {
      m.done()
    }
  })

  it("the page's own event opens it though it comes before they do (it is not lost)", async () => {
    const chunk = await deferredChunk()
    const { mountModal } = await import('../plugin/test-modal')
    const m = await mountModal({ trigger: 'e:promo:open' })
    try {
      await vi.waitFor(() => expect(chunk.asked).toBe(true))
      document.dispatchEvent(new Event('promo:open'))
      await vi.waitFor(() => expect(m.api.state()).toBe('visible'))
      expect(chunk.watched).toBe(0)
      expect(m.slider.report).toEqual([])
    } finally {
      m.done()
    }
  })

  it('the event is heard each time before and after they come, and not once stopped', async () => {
    const chunk = await deferredChunk()
    const { watchLater } = await import('./watch-later')
    const { parseModalTrigger } = await import('../normalise')
    const trigger = parseModalTrigger('e:promo:open', () => {}, 'modal')
    if (!trigger) throw new Error('no trigger')
    const open = vi.fn()
    const stop = watchLater(trigger, {
      win: window,
      alias: '',
      path: 'modal',
      report: () => {},
      open,
    })
    document.dispatchEvent(new Event('promo:open'))
    expect(open).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(chunk.asked).toBe(true))
    chunk.arrive()
    await vi.waitFor(() => expect(chunk.watched).toBe(1))
    document.dispatchEvent(new Event('promo:open'))
    // Once each time: the chunk's watchers do not hear it too.
    expect(open).toHaveBeenCalledTimes(2)
    stop()
    document.dispatchEvent(new Event('promo:open'))
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('a delay counts from setup: time spent waiting for them is taken off it', async () => {
    const chunk = await deferredChunk()
    const { watchLater } = await import('./watch-later')
    const { parseModalTrigger } = await import('../normalise')
    let now = 1000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const timers: number[] = []
    const win = Object.assign(Object.create(window) as Window, {
      setTimeout: (_fn: () => void, ms: number) => timers.push(ms),
      clearTimeout: () => {},
    })
    const watch = (text: string) => {
      const trigger = parseModalTrigger(text, () => {}, 'modal')
      if (!trigger) throw new Error('no trigger')
      return watchLater(trigger, { win, alias: '', path: 'modal', report: () => {}, open() {} })
    }
    const stops = [watch('t:5000'), watch('t:300')]
    await vi.waitFor(() => expect(chunk.asked).toBe(true))
    now += 1200
    chunk.arrive()
    await vi.waitFor(() => expect(chunk.watched).toBe(2))
    // 5000 - 1200 left; a delay shorter than the wait opens as they come.
    expect(timers).toEqual([3800, 0])
    for (const stop of stops) stop()
  })

  it('destroyed before they arrive: nothing is watched after', async () => {
    const chunk = await deferredChunk()
    const { mountModal } = await import('../plugin/test-modal')
    const m = await mountModal({ trigger: 'e:promo:open' })
    await vi.waitFor(() => expect(chunk.asked).toBe(true))
    m.done()
    chunk.arrive()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(chunk.watched).toBe(0)
    // The same load, arrived: a trigger made now watches at once.
    const again = await mountModal({ trigger: 'e:promo:open' })
    await vi.waitFor(() => expect(chunk.watched).toBe(1))
    again.done()
  })

  it('a chunk that cannot load is reported; the pop-up still opens by its api', async () => {
    await vi.dynamicImportSettled()
    vi.resetModules()
    vi.doMock('./watch-triggers', () => {
      throw new Error('offline')
    })
    const { mountModal } = await import('../plugin/test-modal')
    const m = await mountModal({ trigger: 't:10' }, {}, { reducedMotion: true })
    try {
      await vi.waitFor(() =>
        expect(m.slider.report).toContainEqual({
          path: 'plugins.modal.trigger',
          message: expect.stringMatching(
            /^the trigger could not be loaded \(.+\); the pop-up stays closed$/,
          ),
        }),
      )
      await m.api.open()
      expect(m.api.state()).toBe('visible')
    } finally {
      m.done()
    }
  })

  it('a page trigger whose chunk cannot load is reported at its alias', async () => {
    await vi.dynamicImportSettled()
    vi.resetModules()
    vi.doMock('./watch-triggers', () => {
      throw new Error('offline')
    })
    const { modalTrigger } = await import('./modal-trigger')
    const report = vi.fn()
    const stop = modalTrigger('promo', 't:10', { report })
    await vi.waitFor(() =>
      expect(report).toHaveBeenCalledWith(
        'modal.promo',
        expect.stringMatching(/^the trigger could not be loaded/),
      ),
    )
    stop()
  })
})
