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
  const slider = createSlider(root, {
    module,
    plugins: [layersText(), layersMedia(options)],
    scheduler,
  })
  await slider.ready
  const layer = (id: string, index = 0) =>
    root.querySelector<HTMLElement>(`.strata-slide[data-index="${index}"] [data-layer-id="${id}"]`)
  const done = () => {
    slider.destroy()
    root.remove()
    browser.restore()
  }
  return { root, slider, scheduler, layer, done, browser, api: slider.plugin('layers-media') }
}

/** Waits until `check` passes (microtasks and promise chains settle). */
export const settle = (check: () => void) => vi.waitFor(check, { timeout: 4000, interval: 5 })
