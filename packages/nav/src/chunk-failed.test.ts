import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetChunks, LOADERS } from './chunks'
import { LAZY_KINDS } from './kinds'
import { loadsSettled, takeLoads } from './lazy'
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

  it('a control kind whose code cannot load is said once, and not fetched again at each drawing', async () => {
    // The tabs' chunk cannot be fetched; nav draws again as the slides a visitor can go to change.
    const failing = vi.spyOn(LAZY_KINDS, 'tabs').mockRejectedValue(new Error('offline'))
    const t = await mountNav(navModule(4, { nav: { arrows: { set: true }, tabs: { set: true } } }))
    done = t.done
    const said = [
      { path: 'settings.nav.tabs', message: 'its code could not be loaded; it is not shown' },
    ]
    await vi.waitFor(() => expect(t.slider.report).toEqual(said))
    takeLoads()
    t.slider.removeSlide(3)
    await t.step(50)
    t.slider.removeSlide(2)
    await t.step(50)
    await loadsSettled()
    expect(t.root.querySelectorAll('.strata-arrow')).toHaveLength(2)
    expect(t.slider.report).toEqual(said)
    expect(failing).toHaveBeenCalledTimes(1)
    expect(takeLoads()).not.toContain('tabs')
  })

  it('a control kind whose code cannot load is said once as resizes cross the mobile level', async () => {
    // Slide 2 is hidden on mobile: each crossing of the mobile level changes the slides a visitor
    // can go to, and nav draws its controls again.
    let width = 320
    vi.stubGlobal('ResizeObserver', undefined)
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      const rect = { width, height: 400, top: 0, left: 0, right: width, bottom: 400, x: 0, y: 0 }
      return { ...rect, toJSON: () => rect }
    })
    const failing = vi.spyOn(LAZY_KINDS, 'thumbs').mockRejectedValue(new Error('offline'))
    const module = navModule(3, {
      size: { width: [1240, 1024, 778, 600, 480], height: [400, 400, 400, 400, 400] },
      nav: { bullets: { set: true }, thumbs: { set: true } },
    })
    const slides = module.slides as Record<string, { slide: Record<string, unknown> }>
    if (slides['2']) slides['2'].slide.slideshow = { hom: true }
    const t = await mountNav(module)
    done = t.done
    const said = [
      { path: 'settings.nav.thumbs', message: 'its code could not be loaded; it is not shown' },
    ]
    await vi.waitFor(() => expect(t.slider.report).toEqual(said))
    for (const next of [1300, 320, 1300]) {
      width = next
      window.dispatchEvent(new Event('resize'))
      await t.step(150)
    }
    await loadsSettled()
    expect(t.slider.state.level).toBe(0)
    expect(t.root.querySelectorAll('.strata-bullet')).toHaveLength(3)
    expect(t.slider.report).toEqual(said)
    expect(failing).toHaveBeenCalledTimes(1)
  })
})
