import { createSlider, GLOBAL_SLIDE_CLASS, type Plugin, type SliderEvents } from '@strata/core'
import { actions } from '@strata/core/page'
import { createFakeScheduler, sampleModule, useFakePage } from '@strata/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { modal } from './modal'

/** Stands in for a layer plugin: one `data-layer-id` element per slide. */
const oneLayer = (): Plugin<'test-layer', null> => ({
  name: 'test-layer',
  options: null,
  setup(ctx) {
    const off = ctx.on('slide:build', ({ element }) => {
      const el = element.ownerDocument.createElement('span')
      el.setAttribute('data-layer-id', 'caption')
      element.append(el)
    })
    return { destroy: off }
  },
})

// A fake browser and an empty root in the page, fresh for each test.
const page = useFakePage()
let cleanup = () => {}
afterEach(() => cleanup())

async function start(type = 'standard') {
  page.browser?.setReducedMotion(true)
  const root = page.root
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, {
    module: sampleModule(2, { alias: 'promo', type }),
    plugins: [oneLayer(), actions(), modal()],
    scheduler,
  })
  await slider.ready
  scheduler.tick(32)
  const scenes: SliderEvents['actions:scene'][] = []
  slider.on('actions:scene', (e) => scenes.push(e))
  cleanup = () => slider.destroy()
  return { slider, root, scenes, scheduler, api: slider.plugin('modal') }
}

describe('open and close (docs/behaviour.md §4.5)', () => {
  it('On open it resets global layers: they play in again', async () => {
    const { root, scenes, api } = await start()
    const global = document.createElement('div')
    global.className = GLOBAL_SLIDE_CLASS
    global.innerHTML = '<span data-layer-id="logo"></span>'
    root.querySelector('.strata-stage')?.append(global)
    await api?.open()
    expect(scenes.map((s) => [s.scene, [...s.targets]])).toEqual([['in', ['logo']]])
  })

  it('Closing a non-carousel slider also closes its slide: its layers play out', async () => {
    const { scenes, api } = await start()
    await api?.open()
    await api?.close()
    expect(scenes.map((s) => [s.scene, [...s.targets]])).toEqual([['out', ['caption']]])
  })

  it('closing a carousel leaves its slides as they are', async () => {
    const { scenes, api } = await start('carousel')
    await api?.open()
    await api?.close()
    expect(scenes).toEqual([])
  })
})

describe('the "open modal" layer action', () => {
  it('is registered with the actions plugin; a record naming no module is reported', async () => {
    const { slider, root, scheduler } = await start()
    const button = document.createElement('button')
    root.append(button)
    const off = slider.plugin('actions')?.bind(button, [{ a: 'open_modal' }], 'page.button')
    button.click()
    scheduler.tick(40)
    expect(slider.report).toContainEqual({
      path: 'page.button.0.alias',
      message: 'must name the module to open; ignored',
    })
    off?.()
  })
})
