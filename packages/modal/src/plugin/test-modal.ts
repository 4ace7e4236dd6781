import { createSlider, type RawRecord, type Slider } from '@strata/core'
import { actions } from '@strata/core/page'
import { createFakeScheduler, installFakeBrowser, sampleModule } from '@strata/core/testing'
import { type ModalOptions, modal } from './modal'

/**
 * A 3-slide module with a modal plugin, in a root on the page; `done()` cleans up. `preload`:
 * the pop-up's chunk is in before the slider (its import then settles in a microtask, before
 * `ready`), so a test opens it at once, as a page does once it has arrived.
 */
export async function mountModal(
  options: ModalOptions = {},
  settings: RawRecord = {},
  browser: { reducedMotion?: boolean } = {},
  { preload = true } = {},
) {
  if (preload) await import('./popup')
  const fake = installFakeBrowser(browser)
  const root = document.createElement('div')
  root.id = 'promo-root'
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const slider: Slider = createSlider(root, {
    module: sampleModule(3, { alias: 'promo', title: 'Summer offer', ...settings }),
    plugins: [modal(options)],
    scheduler,
  })
  await slider.ready
  const api = slider.plugin('modal')
  if (!api) throw new Error('no modal api')
  /** Runs the scheduler's frames for `ms`. */
  const run = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) scheduler.tick(16)
    await Promise.resolve()
  }
  const done = () => {
    slider.destroy()
    root.remove()
    fake.restore()
  }
  return { slider, api, root, scheduler, run, done, fake }
}

/**
 * A page module (not a pop-up) named `hero`, with the actions plugin and `modal({ popup: false })`,
 * and a button in its root for binding "open modal" records; `fetch` answers its site calls.
 */
export async function mountHost(fetch?: typeof globalThis.fetch) {
  const fake = installFakeBrowser({ reducedMotion: true })
  const root = document.createElement('div')
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, {
    module: sampleModule(2, { alias: 'hero' }),
    plugins: [actions(), modal({ popup: false })],
    scheduler,
    ...(fetch ? { fetch } : {}),
  })
  await slider.ready
  const button = document.createElement('button')
  root.append(button)
  const done = () => {
    slider.destroy()
    root.remove()
    fake.restore()
  }
  return { slider, button, scheduler, done }
}
