import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { SLIDES_CLASS, STAGE_CLASS } from '../dom/classes'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'
import type { PluginEventName } from '../types/events'
import type { Plugin, PluginContext } from '../types/plugin'

declare module '../types/events' {
  interface SliderEvents {
    'probe:ping': { n: number }
  }
}

let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement

beforeEach(() => {
  browser = installFakeBrowser()
  root = document.createElement('div')
  document.body.append(root)
  // happy-dom lays nothing out: the module takes the width the container says.
  vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ width: 620 } as DOMRect)
})
afterEach(() => {
  root.remove()
  browser.restore()
  vi.restoreAllMocks()
})

/** A slider with one plugin that hands its context to the test. */
async function withContext(settings: Record<string, unknown> = {}) {
  let ctx: PluginContext | undefined
  const probe: Plugin<'probe', null> = {
    name: 'probe',
    options: null,
    setup(c) {
      ctx = c
      return undefined
    },
  }
  const slider = createSlider(root, {
    module: sampleModule(3, settings),
    scheduler: createFakeScheduler(),
    plugins: [probe],
  })
  await slider.ready
  return { slider, ctx: ctx! }
}

describe('plugin context', () => {
  it('ctx.dom gives core’s stage and track elements, so no plugin queries selectors', async () => {
    const { slider, ctx } = await withContext()
    expect(ctx.dom.stage).toBe(root.querySelector(`:scope > .${STAGE_CLASS}`))
    expect(ctx.dom.track).toBe(ctx.dom.stage.querySelector(`:scope > .${SLIDES_CLASS}`))
    expect(ctx.slideElement(0).parentElement).toBe(ctx.dom.track)
    slider.destroy()
  })

  it('ctx.navigable() is the slides a request may land on, the same array until that changes', async () => {
    const { slider, ctx } = await withContext()
    const first = ctx.navigable()
    expect(first).toEqual([0, 1, 2])
    slider.next()
    expect(ctx.navigable()).toBe(first)
    slider.removeSlide(1)
    await vi.waitFor(() => expect(slider.state.count).toBe(2))
    expect(ctx.navigable()).toEqual([0, 1])
    slider.destroy()
  })

  it('ctx.dom.grid() is the layer grid scaled to the current layout', async () => {
    const size = { width: [1240, 1240, 1240, 1240, 1240], height: [900, 900, 900, 900, 900] }
    const { slider, ctx } = await withContext({ size })
    // 620 px wide, a 1240 x 900 grid at every level: scale 0.5.
    expect(ctx.dom.grid()).toEqual({ x: 0, y: 0, width: 620, height: 450, scale: 0.5 })
    expect(ctx.dom.grid().scale).toBe(slider.state.scale)
    slider.destroy()
  })

  it('ctx.dom.grid() is the grid centred in the module: a 1240 px grid in a 1280 px module starts at 20', async () => {
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ width: 1280 } as DOMRect)
    const size = { width: [1240, 1240, 1024, 778, 480], height: [600, 600, 600, 600, 600] }
    const { slider, ctx } = await withContext({ size })
    expect(ctx.dom.grid()).toEqual({ x: 20, y: 0, width: 1240, height: 600, scale: 1 })
    // A copy each time: a plugin cannot move the grid under the others.
    ctx.dom.grid().x = 99
    expect(ctx.dom.grid().x).toBe(20)
    slider.destroy()
  })

  it('ctx.dom.grid() of a full-height module fits the grid in the height too (golden-fullheight)', async () => {
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ width: 1280 } as DOMRect)
    vi.stubGlobal('innerHeight', 800)
    const size = {
      fullHeight: true,
      width: [1240, 1240, 1024, 778, 480],
      height: [900, 900, 900, 900, 900],
    }
    const { slider, ctx } = await withContext({ size })
    const grid = ctx.dom.grid()
    expect(slider.state).toMatchObject({ width: 1280, height: 800 })
    expect(grid.scale).toBeCloseTo(0.889, 3)
    expect(slider.state.scale).toBe(grid.scale)
    expect(grid.x).toBeCloseTo(88.9, 1)
    expect(grid.width).toBeCloseTo(1102.2, 1)
    expect(grid.y).toBe(0)
    slider.destroy()
    vi.unstubAllGlobals()
  })

  it('ctx.slideshow is always there and drives the slideshow as the visitor', async () => {
    const { slider, ctx } = await withContext({ slideshow: { slideshow: true } })
    ctx.slideshow.pause()
    expect(slider.state.slideshow).toBe('paused')
    ctx.slideshow.toggle()
    expect(slider.state.slideshow).not.toBe('paused')
    slider.destroy()
  })

  it('a plugin emits its own "<name>:*" events', async () => {
    const { slider, ctx } = await withContext()
    const seen: number[] = []
    slider.on('probe:ping', ({ n }) => seen.push(n))
    ctx.emit('probe:ping', { n: 1 })
    expect(seen).toEqual([1])
    slider.destroy()
  })

  it('a plugin cannot emit core’s events: reported once under plugins.<name>, never sent', async () => {
    const { slider, ctx } = await withContext()
    const after = vi.fn()
    slider.on('slide:after', after)
    const sneak = ctx.emit as (type: string, payload: unknown) => void
    sneak('slide:after', { index: 2, prevIndex: 0, direction: 1 })
    sneak('module:ready', undefined)
    expect(after).not.toHaveBeenCalled()
    const mine = slider.report.filter((e) => e.path === 'plugins.probe')
    expect(mine).toHaveLength(1)
    expect(mine[0]?.message).toMatch(/cannot emit "slide:after".*"probe:\*"/)
    slider.destroy()
  })

  it('the type of ctx.emit leaves out core’s events', () => {
    expectTypeOf<'probe:ping'>().toExtend<PluginEventName>()
    expectTypeOf<'slide:after'>().not.toExtend<PluginEventName>()
    expectTypeOf<'module:ready'>().not.toExtend<PluginEventName>()
    expectTypeOf<'layout:change'>().not.toExtend<PluginEventName>()
  })
})
