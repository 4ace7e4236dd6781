import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { vi } from 'vitest'
import { type LayersMediaOptions, layersMedia } from './index'

/** A module in the export's shape: one slide per entry of `slides`, each its layers. */
export const mediaModule = (...slides: RawRecord[]): RawRecord => ({
  id: 'm',
  settings: { alias: 'm' },
  slides: Object.fromEntries(
    slides.map((layers, i) => [i + 1, { id: i + 1, slide: { order: i + 1 }, layers }]),
  ),
})

/** Mounts a slider with layers-text and layers-media on `module` (test helper). */
export async function mountMedia(module: RawRecord, options: LayersMediaOptions = {}) {
  const browser = installFakeBrowser()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  root.style.width = '960px'
  document.body.append(root)
  const scheduler = createFakeScheduler()
  latest = scheduler
  const slider = createSlider(root, {
    module,
    plugins: [layersText(), layersMedia(options)],
    scheduler,
  })
  await slider.ready
  // Settled: core builds the neighbours 50 ms after the first paint (docs/behaviour.md §4, step 8).
  scheduler.tick(50)
  const layer = (id: string, index = 0) =>
    root.querySelector<HTMLElement>(`.strata-slide[data-index="${index}"] [data-layer-id="${id}"]`)
  const done = () => {
    slider.destroy()
    root.remove()
    browser.restore()
  }
  return { root, slider, scheduler, layer, done, browser, api: slider.plugin('layers-media') }
}

let latest: ReturnType<typeof createFakeScheduler> | undefined

/**
 * Waits until `check` passes (microtasks and promise chains settle). The last mounted slider's
 * clock moves a frame per try, so work core does in a later frame (the neighbours it builds 50 ms
 * after a change, docs/behaviour.md §4 step 8) happens too. `frame`: the ms a try moves it, more
 * for a check that waits on the slideshow (a slide's 9 s are 560 tries of 16 ms).
 */
export const settle = (check: () => void, frame = 16) =>
  vi.waitFor(
    () => {
      latest?.tick(frame)
      check()
    },
    { timeout: 4000, interval: 5 },
  )

/** Makes every image the queue loads succeed, or fail when its url holds `broken` (test helper). */
export const fakeImages = () => {
  const proto = HTMLImageElement.prototype
  const desc = Object.getOwnPropertyDescriptor(proto, 'src')
  vi.spyOn(proto, 'src', 'set').mockImplementation(function (this: HTMLImageElement, v: string) {
    desc?.set?.call(this, v)
    const type = v.includes('broken') ? 'error' : 'load'
    setTimeout(() => this.dispatchEvent(new Event(type)), 0)
  })
}

/** Adds a global (static) slide `id` holding `layers` to `module` (export shape). */
export const withGlobalSlide = (
  module: RawRecord,
  layers: RawRecord,
  pos: 'front' | 'back' = 'front',
): RawRecord => ({
  ...module,
  slides: {
    ...(module.slides as RawRecord),
    g: { id: 'g', global: true, slide: { order: 0, pos }, layers },
  },
})
