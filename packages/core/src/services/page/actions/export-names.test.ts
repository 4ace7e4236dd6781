import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../../../create-slider'
import { layerBase } from '../../../normalise/normalise-layers'
import { createFakeScheduler } from '../../../scheduler/fake-scheduler'
import { installFakeBrowser } from '../../../test-support/fake-browser'
import type { Plugin } from '../../../types/plugin'
import { settle, testLayers, testSlider } from '../test-slider'
import { actions } from './actions'
import { FULLSCREEN_CLASS } from './builtin-names'

let cleanup = (): void => {}
afterEach(() => cleanup())

/** Slide n (1-based) binds `records(n)` to its layers 1..5. */
async function start(records: (n: number) => Record<string, unknown>[], count = 5) {
  const t = testSlider([testLayers(['1', '2', '3', '4', '5']), actions()], {
    count,
    slide: (n) => ({ actions: records(n) }),
  })
  cleanup = t.cleanup
  await t.slider.ready
  t.scheduler.tick(20)
  const layer = (id: string) =>
    t.root.querySelector<HTMLElement>(
      `.strata-slide[data-index="${t.slider.state.index}"] [data-layer-id="${id}"]`,
    ) as HTMLElement
  const click = async (id: string) => {
    layer(id).dispatchEvent(new Event('click'))
    t.scheduler.tick(40)
    await settle()
    t.scheduler.tick(20)
    await settle()
  }
  /** Shows slide `index`; its actions are bound in the next write phase. */
  const go = async (index: number) => {
    t.slider.goTo(index)
    await settle()
    t.scheduler.tick(20)
  }
  return { ...t, layer, click, go }
}

describe('actions by the names exports carry', () => {
  it('callSlide goes to the slide it names: a step word, a slide id, an rs-<id>, slideN', async () => {
    const { slider, click, go } = await start((n) =>
      n === 1
        ? [
            { a: 'callSlide', slide: 'next', evt: 'click', src: ['1'] },
            { a: 'callSlide', slide: 4, evt: 'click', src: ['2'] },
            { a: 'callSlide', slide: 'rs-5', evt: 'click', src: ['3'] },
            { a: 'callSlide', target: ['+2'], evt: 'click', src: ['4'] },
          ]
        : [{ a: 'callSlide', slide: 'prev', src: ['1'] }],
    )
    await click('1')
    expect(slider.state.index).toBe(1)
    await click('1')
    expect(slider.state.index).toBe(0)
    await click('2')
    expect(slider.state.index).toBe(3)
    await go(0)
    await click('3')
    expect(slider.state.index).toBe(4)
    await go(0)
    await click('4')
    expect(slider.state.index).toBe(2)
    expect(slider.report).toEqual([])
  })

  it('migrated 6.x names: jumpto_slide, next_slider, prev_slider, toggle_slider, pause/resume', async () => {
    const { slider, click, go } = await start((n) =>
      n === 1
        ? [
            { a: 'jumpto_slide', jump_to_slide: 'slide3', src: ['1'] },
            { a: 'toggle_slider', src: ['2'] },
            { a: 'pause_slider', src: ['4'] },
            { a: 'resume_slider', src: ['5'] },
          ]
        : n === 3
          ? [
              { a: 'next_slider', src: ['1'] },
              { a: 'prev_slider', src: ['2'] },
            ]
          : [],
    )
    expect(slider.state.slideshow).toBe('running')
    await click('2')
    expect(slider.state.slideshow).toBe('paused')
    await click('5')
    expect(slider.state.slideshow).toBe('running')
    await click('4')
    expect(slider.state.slideshow).toBe('paused')
    await click('1')
    expect(slider.state.index).toBe(2)
    await click('1')
    expect(slider.state.index).toBe(3)
    await go(2)
    await click('2')
    expect(slider.state.index).toBe(1)
    expect(slider.report).toEqual([])
  })

  it('start / stop layer play the in / out scene of their targets (start_in, start_out too)', async () => {
    const { slider, click } = await start((n) =>
      n === 1
        ? [
            { a: 'startLayer', target: ['5'], src: ['1'] },
            { a: 'stopLayer', target: ['5'], src: ['2'] },
            { a: 'start_in', target: ['4', '5'], src: ['3'] },
            { a: 'start_out', target: ['4'], src: ['4'] },
          ]
        : [],
    )
    const scenes: { scene: string; targets: readonly string[] }[] = []
    slider.on('actions:scene', ({ scene, targets }) => scenes.push({ scene, targets }))
    for (const id of ['1', '2', '3', '4']) await click(id)
    expect(scenes).toEqual([
      { scene: 'in', targets: ['5'] },
      { scene: 'out', targets: ['5'] },
      { scene: 'in', targets: ['4', '5'] },
      { scene: 'out', targets: ['4'] },
    ])
    expect(slider.report).toEqual([])
  })

  it('toggle layer starts a layer that waits at opacity 0 for its entrance, and hides a shown one', async () => {
    const { slider, click, layer } = await start((n) =>
      n === 1 ? [{ a: 'toggleLayer', target: ['5', '4'], src: ['1'] }] : [],
    )
    layer('5').style.opacity = '0'
    const scenes: { scene: string; targets: readonly string[] }[] = []
    slider.on('actions:scene', ({ scene, targets }) => scenes.push({ scene, targets }))
    await click('1')
    expect(scenes).toEqual([{ scene: 'in', targets: ['5'] }])
    expect(layer('4').style.visibility).toBe('hidden')
    expect(layer('5').style.visibility).toBe('')
  })

  it('scroll_under scrolls below the module; simulate_click clicks its targets; fullscreen in / out', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000)
    const { click, root, layer, slider } = await start((n) =>
      n === 1
        ? [
            { a: 'scroll_under', s: 0, src: ['1'] },
            { a: 'simulate_click', target: ['5'], src: ['2'] },
            { a: 'gofullscreen', src: ['3'] },
            { a: 'exitfullscreen', src: ['4'] },
          ]
        : [],
    )
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ bottom: 600 } as DOMRect)
    await click('1')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600)
    const clicked = vi.fn()
    layer('5').addEventListener('click', clicked)
    await click('2')
    expect(clicked).toHaveBeenCalledOnce()
    await click('3')
    expect(root.classList.contains(FULLSCREEN_CLASS)).toBe(true)
    await click('3')
    expect(root.classList.contains(FULLSCREEN_CLASS)).toBe(true)
    await click('4')
    expect(root.classList.contains(FULLSCREEN_CLASS)).toBe(false)
    expect(slider.report).toEqual([])
  })

  it('an unknown action name is one report entry, once: across slides and rebuilds', async () => {
    const { slider, click } = await start(() => [
      { a: 'launchRocket', src: ['1'] },
      { a: 'launch_rocket', src: ['2'] },
      { a: 'callback', src: ['3'] },
      { a: 'next', src: ['4'] },
    ])
    for (let i = 0; i < 6; i++) await click('4')
    expect(slider.report).toEqual([
      { path: 'slides.1.slide.actions.0.a', message: 'unknown action "launchRocket"; ignored' },
      {
        path: 'slides.1.slide.actions.2.a',
        message: 'not supported yet: action "callback" (it runs code from the data); ignored',
      },
    ])
  })
})

describe("a layer's own actions", () => {
  it('are bound to that layer', async () => {
    const browser = installFakeBrowser()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = document.createElement('div')
    document.body.append(root)
    const scheduler = createFakeScheduler()
    // Draws one button per normalised layer, as layers-text does.
    const layers: Plugin<'layers', null> = {
      name: 'layers',
      options: null,
      normalise: layerBase,
      setup(ctx) {
        const off = ctx.on('slide:build', ({ index, element }) => {
          for (const l of ctx.layers(index)) {
            const b = document.createElement('button')
            b.dataset.layerId = l.id
            element.append(b)
          }
        })
        return { destroy: off }
      },
    }
    const slide = (id: number) => ({
      id,
      slide: { order: id },
      layers: {
        7: { id: 7, type: 'text', actions: [{ a: 'callSlide', slide: 'rs-3', evt: 'click' }] },
      },
    })
    const slider = createSlider(root, {
      module: { settings: {}, slides: { 1: slide(1), 2: slide(2), 3: slide(3) } },
      scheduler,
      plugins: [layers, actions()],
    })
    cleanup = () => {
      slider.destroy()
      root.remove()
      browser.restore()
      vi.restoreAllMocks()
    }
    await slider.ready
    scheduler.tick(20)
    root.querySelector<HTMLElement>('.strata-slide[data-index="0"] [data-layer-id="7"]')?.click()
    scheduler.tick(40)
    await settle()
    expect(slider.state.index).toBe(2)
    expect(slider.report).toEqual([])
  })

  it("global slides' records and their layers' own records are bound to the global layers", async () => {
    const browser = installFakeBrowser()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = document.createElement('div')
    document.body.append(root)
    const scheduler = createFakeScheduler()
    // Draws each global slide's layers in its own box, as layers-text does.
    const globals: Plugin<'globals', null> = {
      name: 'globals',
      options: null,
      setup(ctx) {
        for (const slide of ctx.module.globalSlides) {
          const box = document.createElement('div')
          box.className = 'strata-global-slide'
          box.dataset.slideId = slide.id
          for (const id of Object.keys(slide.rawLayers as object)) {
            const b = document.createElement('button')
            b.dataset.layerId = id
            box.append(b)
          }
          ctx.dom.stage.append(box)
        }
        return undefined
      },
    }
    const slides = {
      1: { id: 1, slide: { order: 1 }, layers: { 7: { id: 7, type: 'text' } } },
      2: { id: 2, slide: { order: 2 }, layers: {} },
      3: { id: 3, slide: { order: 3 }, layers: {} },
      9: {
        id: 9,
        slide: {
          order: 0,
          global: true,
          actions: [{ a: 'callSlide', slide: 'last', src: [8] }],
        },
        layers: {
          7: { id: 7, type: 'text', actions: [{ a: 'next_slider' }] },
          8: { id: 8, type: 'text' },
        },
      },
    }
    const slider = createSlider(root, {
      module: { settings: {}, slides },
      scheduler,
      plugins: [globals, actions()],
    })
    cleanup = () => {
      slider.destroy()
      root.remove()
      browser.restore()
      vi.restoreAllMocks()
    }
    await slider.ready
    scheduler.tick(20)
    const click = async (id: string) => {
      root.querySelector<HTMLElement>(`.strata-global-slide [data-layer-id="${id}"]`)?.click()
      scheduler.tick(40)
      await settle()
    }
    await click('7')
    expect(slider.state.index).toBe(1)
    await click('8')
    expect(slider.state.index).toBe(2)
    expect(slider.report).toEqual([])
  })
})
