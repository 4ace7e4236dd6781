import type { PluginContext, SlideModel } from '@strata/core'
import type { ImageRecord, LoadingServices } from '@strata/core/loading'
import { expect, it } from 'vitest'
import { createBackgrounds } from './backgrounds'

// The image queue loads a cleaned address (core's normaliseImageUrl: `//` collapsed, spaces
// encoded, backslashes turned). The background was painted from the raw one: the browser
// asked for the picture a second time, under the other address.
it('a background image is painted from the address the queue loaded, not the raw one', async () => {
  let build: (payload: { index: number; element: HTMLElement; slide: SlideModel }) => void =
    () => {}
  const element = document.createElement('div')
  const ctx = {
    slideElement: () => element,
    on: (type: string, handler: typeof build) => {
      if (type === 'slide:build') build = handler
      return () => {}
    },
    emit: () => {},
  } as unknown as PluginContext
  const asked: string[] = []
  const loading = {
    colour: (raw: unknown) => `${raw}`,
    images: {
      load: async ({ url }: { url: string }) => {
        asked.push(url)
        const image = document.createElement('img')
        return {
          url,
          src: 'https://cdn.test/img/a%20b.jpg',
          state: 'loaded',
          image,
        } as unknown as ImageRecord
      },
    },
  } as unknown as LoadingServices
  const backgrounds = createBackgrounds(ctx, loading)
  const raw = 'https://cdn.test/img//a b.jpg'
  const slide = {
    id: 's1',
    rawLayers: { bg: { type: 'shape', subtype: 'slidebg', bg: { image: raw } } },
  } as unknown as SlideModel
  build({ index: 0, element, slide })
  await new Promise((done) => setTimeout(done))
  expect(asked).toEqual([raw])
  const painted = backgrounds.get(0)?.el.style.backgroundImage ?? ''
  expect(painted).toContain('https://cdn.test/img/a%20b.jpg')
  expect(painted).not.toContain('//a')
})
