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
    const makeCarousel: AnyPlugin = {
      name: 'make-carousel',
      options: {},
      prepare: async (data) => {
        const raw = data as RawRecord
        return { ...raw, settings: { ...(raw.settings as RawRecord), type: 'carousel' } }
      },
      setup: () => undefined,
    }
    const module = carouselModule(4)
    module.settings = { ...(module.settings as RawRecord), type: 'slider' }
    const { slider, load } = await mount(module, [makeCarousel])
    await vi.waitFor(() => expect(root?.getAttribute('data-carousel')).toBe('horizontal'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(slider.report).toEqual([])
    slider.destroy()
    expect(root?.hasAttribute('data-carousel')).toBe(false)
  })

  it('the type is read from raw settings.type, as the normaliser reads it', () => {
    expect(isCarouselData({ settings: { type: 'carousel' } })).toBe(true)
    expect(isCarouselData({ settings: { type: 'standard' } })).toBe(false)
    expect(isCarouselData({ settings: 'carousel' })).toBe(false)
    expect(isCarouselData(undefined)).toBe(false)
  })
})
