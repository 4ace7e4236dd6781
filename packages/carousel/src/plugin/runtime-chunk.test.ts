import { type AnyPlugin, createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carousel } from './carousel'
import { CAROUSEL_CHUNK, isCarouselData } from './runtime-chunk'
import { carouselModule } from './test-harness'

let root: HTMLElement | undefined
afterEach(() => {
  root?.remove()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const mount = async (module: RawRecord, after: AnyPlugin[] = []) => {
  installFakeBrowser()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  root = document.createElement('div')
  document.body.append(root)
  const load = vi.spyOn(CAROUSEL_CHUNK, 'load')
  const slider = createSlider(root, {
    module,
    plugins: [carousel(), ...after],
    scheduler: createFakeScheduler(),
  })
  await slider.ready
  return { slider, load }
}

/** A plugin whose `prepare` makes any module a carousel, after the carousel's own ran. */
const makeCarousel: AnyPlugin = {
  name: 'make-carousel',
  options: {},
  prepare: async (data) => {
    const raw = data as RawRecord
    return { ...raw, settings: { ...(raw.settings as RawRecord), type: 'carousel' } }
  },
  setup: () => undefined,
}

describe('the carousel runtime loads only for carousel modules (issue #25)', () => {
  it('a module of another type never loads the runtime chunk and gets no carousel API', async () => {
    const module = carouselModule(3)
    module.settings = { ...(module.settings as RawRecord), type: 'slider' }
    const { slider, load } = await mount(module)
    expect(load).not.toHaveBeenCalled()
    expect(slider.plugin('carousel')).toBeUndefined()
    expect(root?.hasAttribute('data-carousel')).toBe(false)
    slider.destroy()
  })

  it('a carousel module loads it before its first paint: the strip is laid out when ready', async () => {
    const { slider, load } = await mount(carouselModule(5))
    expect(load).toHaveBeenCalledTimes(1)
    expect(root?.getAttribute('data-carousel')).toBe('horizontal')
    expect(slider.plugin('carousel')?.position()).toBe(0)
    slider.destroy()
  })

  it('a module another plugin’s prepare made a carousel after this one’s ran is set up once the chunk is in', async () => {
    const module = carouselModule(4)
    module.settings = { ...(module.settings as RawRecord), type: 'slider' }
    const { slider, load } = await mount(module, [makeCarousel])
    await vi.waitFor(() => expect(root?.getAttribute('data-carousel')).toBe('horizontal'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(slider.report).toEqual([])
    slider.destroy()
    expect(root?.hasAttribute('data-carousel')).toBe(false)
  })

  it('set up once the chunk is in, it lays out the slides built before it came', async () => {
    const module = carouselModule(6)
    module.settings = { ...(module.settings as RawRecord), type: 'slider' }
    const { slider } = await mount(module, [makeCarousel])
    await vi.waitFor(() => expect(root?.getAttribute('data-carousel')).toBe('horizontal'))
    const slide = (i: number) => root?.querySelector<HTMLElement>(`[data-index="${i}"]`)
    // 1000 px, maxV 3, 50 px peeks: 300 px slides, slide 0 in the middle, 1 next to it.
    expect([slide(0)?.style.width, slide(0)?.style.transform]).toEqual([
      '300px',
      'translate3d(350px,0px,0px)',
    ])
    expect(slide(1)?.style.transform).toBe('translate3d(650px,0px,0px)')
    // The peek at 2 is out of view.
    expect(slide(2)?.hasAttribute('inert')).toBe(true)
    slider.destroy()
  })

  it('a chunk that fails to load, at prepare and again at setup, is one report entry and the slides stay a plain slider', async () => {
    // Offline for prepare's load (tried again at setup, unreported) and setup's.
    const offline = () => Promise.reject(new Error('offline'))
    vi.spyOn(CAROUSEL_CHUNK, 'load').mockImplementationOnce(offline).mockImplementationOnce(offline)
    const { slider, load } = await mount(carouselModule(3))
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(slider.report).not.toEqual([]))
    expect(slider.report).toEqual([
      {
        path: 'plugins.carousel',
        message: 'the carousel code could not be loaded (Error: offline)',
      },
    ])
    expect(root?.hasAttribute('data-carousel')).toBe(false)
    slider.destroy()
  })

  it('a chunk that fails at prepare but loads at setup is not reported: the carousel is set up', async () => {
    vi.spyOn(CAROUSEL_CHUNK, 'load').mockRejectedValueOnce(new Error('offline'))
    const { slider } = await mount(carouselModule(3))
    await vi.waitFor(() => expect(root?.getAttribute('data-carousel')).toBe('horizontal'))
    expect(slider.report).toEqual([])
    slider.destroy()
  })

  it('the type is read from raw settings.type, as the normaliser reads it', () => {
    expect(isCarouselData({ settings: { type: 'carousel' } })).toBe(true)
    expect(isCarouselData({ settings: { type: 'standard' } })).toBe(false)
    expect(isCarouselData({ settings: 'carousel' })).toBe(false)
    expect(isCarouselData(undefined)).toBe(false)
  })
})
