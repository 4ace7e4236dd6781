import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetChunks, LOADERS } from './chunks'
import { loadsSettled } from './lazy'
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

  it('is said once, though nav draws its controls again when the slides change', async () => {
    forgetChunks()
    vi.spyOn(LOADERS, 'wheel').mockRejectedValue(new Error('offline'))
    const data = { arrows: { set: true }, m: { use: true } }
    const t = await mountNav(navModule(4, { nav: data }))
    done = t.done
    const said = [
      {
        path: 'settings.nav',
        message: 'the wheel code could not be loaded; the wheel does not step the slides',
      },
    ]
    await vi.waitFor(() => expect(t.slider.report).toEqual(said))
    t.slider.removeSlide(3)
    await t.step(50)
    t.slider.removeSlide(2)
    await t.step(50)
    await loadsSettled()
    expect(t.root.querySelectorAll('.strata-arrow')).toHaveLength(2)
    expect(t.slider.report).toEqual(said)
  })
})
