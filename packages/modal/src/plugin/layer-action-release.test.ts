import { afterEach, describe, expect, it, vi } from 'vitest'
import { releaseModals } from '../load/open-modal'
import { mountHost } from './test-modal'

// The alias loader stands in: whether the action handed it the alias is what is measured.
const loader = vi.hoisted(() => ({
  openByAlias: vi.fn(async () => true),
  releaseModals: vi.fn(async () => {}),
}))
vi.mock('../load/open-by-alias', () => loader)

const cleanup: Array<() => void> = []
afterEach(() => {
  for (const off of cleanup.splice(0).reverse()) off()
  loader.openByAlias.mockClear()
})

/** The host page with its button bound to "open modal" `promo`; `press` clicks it and runs the action. */
async function page() {
  const { slider, button, scheduler, done } = await mountHost()
  slider.plugin('actions')?.bind(button, [{ a: 'open_modal', alias: 'promo' }], 'page.button')
  cleanup.push(done)
  const press = () => {
    button.click()
    // Clicks are debounced by 19 ms (docs/behaviour.md §9) on the scheduler's clock.
    scheduler.tick(20)
  }
  return { slider, press, scheduler }
}

describe('the "open modal" layer action and releaseModals', () => {
  it('a click still waiting for the loader when the page releases its pop-ups opens nothing', async () => {
    // As for openModal (../load/open-modal-loader.test.ts): the browser may answer the release's
    // import of the loader first, and a pop-up loaded after the release stayed on the page.
    const { slider, press, scheduler } = await page()
    press()
    await releaseModals()
    await vi.waitFor(() => expect(loader.releaseModals).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(loader.openByAlias).not.toHaveBeenCalled()
    // A click after the release loads as usual.
    press()
    await vi.waitFor(() => {
      scheduler.tick(16)
      expect(loader.openByAlias).toHaveBeenCalledTimes(1)
    })
    expect(loader.openByAlias).toHaveBeenCalledWith(
      'promo',
      expect.objectContaining({ document }),
      expect.anything(),
      // The slider's: the load ends with it.
      expect.any(AbortSignal),
    )
    expect(slider.report).toEqual([])
  })
})
