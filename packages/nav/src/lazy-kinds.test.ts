import { createSlider } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadsSettled } from './lazy'
import { nav } from './plugin'
import { mountNav, navCss, navModule } from './test-slider'

const onDemand = {
  nav: { tabs: { set: true }, thumbs: { set: true }, scrubber: { set: true } },
  pbar: { set: true },
}

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('controls the data turns on load on demand (issue #25)', () => {
  it('tabs, thumbnails, scrubber and progress bar are drawn once their code is in, with their CSS before the skins', async () => {
    const t = await mountNav(navModule(3, onDemand))
    done = t.done
    for (const kind of ['tabs', 'thumbs', 'scrubber', 'pbar'])
      expect(t.root.querySelector(`.strata-nav > .strata-${kind}`), kind).not.toBeNull()
    const css = navCss()
    expect(css).toContain('.strata-thumbs-strip')
    expect(css).toContain('.strata-scrubber::-webkit-slider-thumb')
    expect(css.indexOf('.strata-pbar-fill')).toBeLessThan(css.indexOf('.strata-skin-strata'))
    expect(t.slider.plugin('nav')?.visibleThumbs()).toBe(3)
  })

  it('a slider destroyed before that code arrives draws nothing afterwards', async () => {
    installFakeBrowser({ matchMedia: false })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = document.createElement('div')
    document.body.append(root)
    done = () => root.remove()
    const scheduler = createFakeScheduler()
    const slider = createSlider(root, {
      module: navModule(3, onDemand),
      plugins: [nav()],
      scheduler,
    })
    slider.destroy()
    await loadsSettled()
    expect(root.querySelector('.strata-nav, .strata-thumbs, .strata-tabs')).toBeNull()
  })

  it('arrows and bullets alone draw only their own controls and structural CSS', async () => {
    const t = await mountNav(
      navModule(3, { nav: { arrows: { set: true }, bullets: { set: true } } }),
    )
    done = t.done
    const kids = [...t.root.querySelectorAll('.strata-nav > *')].map((e) => e.classList[0])
    expect(kids).toEqual(['strata-arrow', 'strata-arrow', 'strata-bullets'])
    // The pause button is the module's rotation control: core moves it first in the stage.
    await vi.waitFor(() =>
      expect(t.root.querySelector('.strata-stage')?.firstElementChild?.classList[0]).toBe(
        'strata-play',
      ),
    )
    const css = navCss()
    expect(css).not.toContain('.strata-thumbs-strip')
    expect(css).not.toContain('.strata-pbar-fill')
  })
})
