import type { PluginContext, SlideModel } from '@strata/core'
import type { ImageRecord, LoadingServices } from '@strata/core/loading'
import { describe, expect, it, vi } from 'vitest'
import { createBackgrounds } from './backgrounds'

type Build = (payload: { index: number; element: HTMLElement; slide: SlideModel }) => void

/** A context whose `slide:build` handler the test calls, and a queue that loads at once. */
function setup(decode: () => Promise<void>) {
  let build: Build = () => {}
  let built = document.createElement('div')
  const ctx = {
    slideElement: () => built,
    on: (type: string, handler: Build) => {
      if (type === 'slide:build') build = handler
      return () => {}
    },
    emit: () => {},
  } as unknown as PluginContext
  const image = Object.assign(document.createElement('img'), { decode: vi.fn(decode) })
  const loading = {
    colour: (raw: unknown) => `${raw}`,
    images: {
      load: async ({ url }: { url: string }) =>
        ({ url, src: url, state: 'loaded', image }) as unknown as ImageRecord,
    },
  } as unknown as LoadingServices
  const backgrounds = createBackgrounds(ctx, loading)
  const slide = {
    id: 's1',
    rawLayers: { bg: { type: 'shape', subtype: 'slidebg', bg: { color: '#123', image: 'a.jpg' } } },
  } as unknown as SlideModel
  /** Builds slide 0 in an element that is out of view (`inert`) or not; its background element. */
  const draw = async (outOfView: boolean) => {
    const element = document.createElement('div')
    built = element
    if (outOfView) element.setAttribute('inert', '')
    build({ index: 0, element, slide })
    await new Promise((done) => setTimeout(done))
    return backgrounds.get(0)?.el
  }
  return { image, draw }
}

describe('a background image on a slide out of view', () => {
  it('is decoded once loaded, and painted without waiting for the decode', async () => {
    const { image, draw } = setup(() => new Promise(() => {}))
    const el = await draw(true)
    expect(image.decode).toHaveBeenCalledTimes(1)
    expect(el?.style.backgroundImage).toContain('a.jpg')
  })

  it('is not decoded ahead on the slide in view, which decodes as it paints', async () => {
    const { image, draw } = setup(async () => {})
    const el = await draw(false)
    expect(image.decode).not.toHaveBeenCalled()
    expect(el?.style.backgroundImage).toContain('a.jpg')
  })

  it('is painted when the decode fails, with nothing thrown to the page', async () => {
    const { image, draw } = setup(() => Promise.reject(new Error('EncodingError')))
    const el = await draw(true)
    expect(image.decode).toHaveBeenCalledTimes(1)
    expect(el?.style.backgroundImage).toContain('a.jpg')
  })
})
