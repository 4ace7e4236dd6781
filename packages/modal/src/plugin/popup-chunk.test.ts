import { afterEach, describe, expect, it, vi } from 'vitest'

// Every mock change waits until no import is in flight: vitest replays its queue of doMock and
// doUnmock calls in each import that starts meanwhile, so a load left running (core's rotation
// chunk, from the test before) replays "unmock, then mock ./popup" beside this test's own, and
// an import in between gets the real pop-up, whose open waits for frames no one ticks (a 30 s
// timeout in a loaded CI run).
afterEach(async () => {
  await vi.dynamicImportSettled()
  vi.doUnmock('./popup')
  vi.resetModules()
})

// issue #25: how the pop-up opens and closes (plugin/popup.ts) is a chunk, out of the first
// download; the dialog itself is made at setup (controller.ts).
describe("the pop-up's open and close, on demand", () => {
  it('the module is ready without it, which it asks for then; an open asked for before it arrives waits, then opens', async () => {
    await vi.dynamicImportSettled()
    vi.resetModules()
    const real = await import('./popup')
    let asked = false
    let arrive = (): void => {}
    vi.doMock('./popup', () => {
      asked = true
      return new Promise((resolve) => (arrive = () => resolve(real)))
    })
    const { mountModal } = await import('./test-modal')
    const m = await mountModal({}, {}, {}, { preload: false })
    try {
      const dialog = m.api.dialog() as HTMLDialogElement
      await vi.waitFor(() => expect(asked).toBe(true))
      expect([dialog.open, m.api.state()]).toEqual([false, 'hidden'])
      // Nothing is open, so nothing to close.
      await expect(m.api.close()).resolves.toBeUndefined()
      const opened = m.api.open()
      await Promise.resolve()
      expect([dialog.open, m.api.state()]).toEqual([false, 'hidden'])
      arrive()
      await vi.waitFor(() => expect(dialog.open).toBe(true))
      expect(m.api.state()).toBe('visible')
      await m.run(1000)
      await opened
      expect(m.slider.report).toEqual([])
    } finally {
      m.done()
    }
  })

  it('a chunk that cannot load is reported, and the pop-up stays closed', async () => {
    await vi.dynamicImportSettled()
    vi.resetModules()
    vi.doMock('./popup', () => {
      throw new Error('offline')
    })
    // The mock is in place before the slider asks: with the real chunk the open below would
    // wait for the fake scheduler's frames, and the test would hang rather than fail.
    await expect(import('./popup')).rejects.toThrow(/mocking a module/)
    const { mountModal } = await import('./test-modal')
    const m = await mountModal({}, {}, {}, { preload: false })
    try {
      await m.api.open()
      expect([(m.api.dialog() as HTMLDialogElement).open, m.api.state()]).toEqual([false, 'hidden'])
      expect(m.slider.report).toContainEqual({
        path: 'plugins.modal',
        // The load's own error, as vitest words a throwing mock.
        message: expect.stringMatching(/^the pop-up could not be loaded \(.+\); it stays closed$/),
      })
    } finally {
      m.done()
    }
  })
})
