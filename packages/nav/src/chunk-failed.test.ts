import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetChunks, LOADERS } from './chunks'
import { mountNav, navModule } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
  forgetChunks()
})

describe('an optional chunk that cannot load', () => {
  it('gets a report entry, and the rest of the nav works', async () => {
    // The wheel's chunk cannot be fetched (a site offline, a deploy that removed old chunks).
    forgetChunks()
    vi.spyOn(LOADERS, 'wheel').mockRejectedValue(new Error('offline'))
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true }, m: { use: true } } }))
    done = t.done
    await vi.waitFor(() =>
      expect(t.slider.report).toEqual([
        {
          path: 'settings.nav',
          message: 'the wheel code could not be loaded; the wheel does not step the slides',
        },
      ]),
    )
    t.root.querySelector<HTMLButtonElement>('.strata-arrow-next')?.click()
    await t.step()
    expect(t.slider.state.index).toBe(1)
  })
})
