import { createSlider, type RawRecord, type Slider } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import fixture from '../fixtures/vertical-inherited.module.json' with { type: 'json' }
import { carousel } from './index'
import { carouselPart, carouselSettings } from './normalise'

/*
 * A vertical carousel in the shape real exports carry it (fixtures/vertical-inherited.module.json,
 * 6.7.x): `size.height` "#a" at every level with the heights in `cachedHeight`, `carousel.type`
 * "v", paddings pT / pB, spin "2d", colours as editor objects. It used to get a 320 px stage and
 * 1280 x 2 px slides; the reference draws full-width slides as high as the grid.
 */
const raw = fixture as unknown as RawRecord

describe('vertical carousel with inherited heights (real export shape)', () => {
  let slider: Slider | undefined
  let root: HTMLElement | undefined
  afterEach(() => {
    slider?.destroy()
    root?.remove()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('reads without a report entry: heights from cachedHeight, vertical, 2d spin, paddings, len', () => {
    const { model, report } = normaliseModule(raw, { parts: [carouselPart] })
    expect(report).toEqual([])
    const { size, slideshow, bg } = model.settings
    expect(size.height).toEqual([500, 500, 500, 400, 300])
    expect(slideshow.length).toBe(6000)
    expect(bg.color).toBe('linear-gradient(90deg, rgba(16,24,32,1) 0%, rgba(38,70,83,1) 100%)')
    expect(carouselSettings(model.settings)).toMatchObject({
      orientation: 'vertical',
      spin: '2d',
      maxVisible: 3,
      space: 20,
      paddingTop: 30,
      paddingBottom: 30,
      infinity: true,
    })
    expect(model.slides.map((s) => s.slideshow.length)).toEqual([6000, 6000, 6000, 6000, 6000])
  })

  it('in a 1280 px page: a 500 px module with 30 px above and below, each slide 1280 x 500', async () => {
    installFakeBrowser()
    root = document.createElement('div')
    document.body.append(root)
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ width: 1280 } as DOMRect)
    slider = createSlider(root, {
      module: raw,
      plugins: [carousel()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(slider.report).toEqual([])
    expect(slider.state).toMatchObject({ level: 0, width: 1280, height: 500, scale: 1 })
    expect(root.style).toMatchObject({
      height: '500px',
      paddingTop: '30px',
      paddingBottom: '30px',
      boxSizing: 'content-box',
    })
    const first = root.querySelector<HTMLElement>('.strata-slide[data-index="0"]')!
    expect([first.style.width, first.style.height]).toEqual(['1280px', '500px'])
    const layout = slider.plugin('carousel')!.layout()
    expect(layout.geometry).toMatchObject({ horizontal: false, size: 500, pitch: 520, cross: 1280 })
    // The focused slide fills the stage: no rotation, no offset.
    expect(first.style.transform).toBe('translate3d(0px,0px,0px)')
    slider.destroy()
    // The root's padding goes with the plugin.
    expect([root.style.paddingTop, root.style.paddingBottom, root.style.boxSizing]).toEqual([
      '',
      '',
      '',
    ])
    slider = undefined
  })
})
