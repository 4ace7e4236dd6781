import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addLayerContent, layersText } from '../index'
import type { ContentRequest } from './contents'

const module = (): RawRecord => ({
  id: 'm',
  settings: { alias: 'm' },
  slides: {
    1: {
      id: 1,
      slide: { order: 1 },
      layers: {
        t: { id: 't', type: 'text', content: { text: 'Hi' } },
        img: { id: 'img', type: 'image', content: { src: 'a.jpg' }, pos: { x: 40 } },
      },
    },
    2: { id: 2, slide: { order: 2 }, layers: {} },
  },
})

const mount = async () => {
  const browser = installFakeBrowser()
  const root = document.createElement('div')
  document.body.append(root)
  const slider = createSlider(root, {
    module: module(),
    plugins: [layersText()],
    scheduler: createFakeScheduler(),
  })
  await slider.ready
  const api = slider.plugin('layers-text')
  if (!api) throw new Error('no api')
  const layer = (id: string) => root.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)
  return { root, slider, api, layer, browser }
}

afterEach(() => document.body.replaceChildren())

describe('addContent (media layers built on the layer machinery)', () => {
  it('a registered type is built, placed and handed to the factory for its inner content', async () => {
    const { api, layer, slider, browser } = await mount()
    expect(layer('img')).toBeNull()
    const seen: ContentRequest[] = []
    const destroy = vi.fn()
    api.addContent(['image'], (request) => {
      seen.push(request)
      request.element.append(document.createElement('img'))
      return { destroy }
    })
    // The slide built before the call is built again, now with the image layer.
    const img = layer('img')
    expect(img?.classList.contains('strata-layer-image')).toBe(true)
    expect(img?.querySelector('img')).not.toBeNull()
    expect(img?.parentElement?.style.left).toBe('40px')
    expect(seen.map((r) => [r.layer.id, r.index])).toEqual([['img', 0]])
    expect(layer('t')?.textContent).toBe('Hi')
    slider.destroy()
    expect(destroy).toHaveBeenCalledOnce()
    browser.restore()
  })

  it('a factory that throws costs its layer the content (reported), not the slide', async () => {
    const { api, layer, slider, browser } = await mount()
    api.addContent(['image'], () => {
      throw new Error('boom')
    })
    expect(layer('t')?.textContent).toBe('Hi')
    expect(slider.report).toContainEqual({
      path: 'slides.1.layers.img.content',
      message: 'content could not be built: boom',
    })
    slider.destroy()
    browser.restore()
  })

  it('removing the factory leaves later builds without those layers', async () => {
    const { api, slider, browser, root } = await mount()
    const remove = api.addContent(['image'], () => undefined)
    remove()
    slider.goTo(1)
    slider.goTo(0)
    await vi.waitFor(() => expect(slider.state.index).toBe(0))
    expect(root.querySelector('[data-layer-id="t"]')).not.toBeNull()
    slider.destroy()
    browser.restore()
  })
})

describe('addLayerContent (registered in a plugin setup, before the first build)', () => {
  it('a plugin that requires layers-text fills its layers from the first build on', async () => {
    const browser = installFakeBrowser()
    const root = document.createElement('div')
    document.body.append(root)
    const built: string[] = []
    const media = {
      name: 'media-test',
      options: {},
      requires: ['layers-text'],
      setup: () => {
        const remove = addLayerContent(root, ['image'], ({ layer }) => {
          built.push(layer.id)
          return undefined
        })
        return { destroy: remove }
      },
    }
    const slider = createSlider(root, {
      module: module(),
      plugins: [layersText(), media],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(built).toEqual(['img'])
    expect(root.querySelector('[data-layer-id="img"]')).not.toBeNull()
    slider.destroy()
    browser.restore()
  })
})
