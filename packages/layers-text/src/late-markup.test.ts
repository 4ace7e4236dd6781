// vitest: fresh modules (the sanitiser chunk must not have been loaded by another file).
import { type AnyPlugin, createSlider, type PluginContext } from '@strata/core'
import { actions } from '@strata/core/page'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import { layersText } from './plugin'
import { sanitizerReady } from './sanitize'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
let cleanup = () => {}
afterEach(() => cleanup())

/** Two slides; a click on slide 1's layer `go` steps to the next (a slide action, `src`). */
const MODULE = {
  id: 'late',
  settings: { alias: 'late', slideshow: { auto: false } },
  slides: {
    1: {
      id: 1,
      slide: { order: 1, actions: [{ a: 'next', src: ['go'] }] },
      layers: { go: { id: 'go', type: 'text', content: { text: 'Go' } } },
    },
    2: { id: 2, slide: { order: 2 }, layers: { b: { id: 'b', type: 'text' } } },
  },
}

it('a slide built again once markup prepare never saw can be cleaned tells every plugin: its actions work', async () => {
  const browser = installFakeBrowser()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  const scheduler = createFakeScheduler()
  let ctx: PluginContext | undefined
  const probe: AnyPlugin = {
    name: 'probe',
    options: {},
    setup(c) {
      ctx = c
      return undefined
    },
  }
  const slider = createSlider(root, {
    module: structuredClone(MODULE),
    plugins: [layersText(), actions(), probe],
    scheduler,
  })
  cleanup = () => {
    slider.destroy()
    root.remove()
    browser.restore()
    vi.restoreAllMocks()
  }
  await slider.ready
  expect(sanitizerReady()).toBe(false)
  // Layers that came later (core's lazySlides does this): markup, so the sanitiser loads now.
  const slide = ctx!.module.slides[0]!
  slide.rawLayers = { go: { id: 'go', type: 'text', content: { text: '<b>Go</b> on' } } }
  ctx!.rebuildSlide(0)
  // The plugins bind the layers built (a write job), as a page does before the chunk arrives.
  scheduler.tick(20)
  const layer = () => root.querySelector<HTMLElement>('[data-index="0"] [data-layer-id="go"]')!
  await vi.waitFor(() => expect(layer().querySelector('b')?.textContent).toBe('Go'))
  scheduler.tick(20)
  await settle()
  layer().dispatchEvent(new Event('click'))
  scheduler.tick(40)
  await settle()
  expect(slider.state.index).toBe(1)
})
