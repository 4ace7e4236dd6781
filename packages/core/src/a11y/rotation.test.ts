import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'
import type { Plugin, PluginContext } from '../types/plugin'
import type { Slider } from '../types/slider'
import { START_LABEL, STOP_LABEL } from './rotation-control'

let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement
let slider: Slider | undefined

beforeEach(() => {
  browser = installFakeBrowser()
  root = document.createElement('div')
  document.body.append(root)
  vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ width: 620 } as DOMRect)
})
afterEach(() => {
  slider?.destroy()
  slider = undefined
  root.remove()
  browser.restore()
  vi.restoreAllMocks()
})

/**
 * A slider over `count` slides with a probe plugin; `offer` hands it a rotation control. Unless
 * told `rotates: false`, waits for core's control (its chunk is a dynamic import). `onRemove`
 * runs at `slide:remove`, in the probe's handler bound at setup.
 */
async function mount(
  settings: Record<string, unknown> = {},
  count = 3,
  offer = false,
  rotates = !offer,
  onRemove?: (ctx: PluginContext) => void,
) {
  let ctx: PluginContext | undefined
  const offered = document.createElement('button')
  const probe: Plugin<'probe', null> = {
    name: 'probe',
    options: null,
    setup(c) {
      ctx = c
      if (offer) c.slideshow.control(offered)
      if (onRemove) c.on('slide:remove', () => onRemove(c))
      return { destroy: () => offered.remove() }
    },
  }
  const scheduler = createFakeScheduler()
  slider = createSlider(root, {
    module: sampleModule(count, settings),
    scheduler,
    plugins: [probe],
  })
  await slider.ready
  if (rotates) await vi.waitFor(() => expect(root.querySelector('.strata-rotation')).not.toBeNull())
  return { slider, ctx: ctx!, scheduler, offered }
}

const live = () => root.querySelector('.strata-announcer')?.getAttribute('aria-live')
const control = () => root.querySelector<HTMLButtonElement>('.strata-rotation')
/** The module's focusable elements in document (tab) order. */
const tabOrder = () => [...root.querySelectorAll<HTMLElement>('button, a[href], [tabindex]')]

describe('accessibility of a rotating module (docs/accessibility.md)', () => {
  it('the live region is off while the slideshow rotates and polite once it is paused', async () => {
    const { slider } = await mount()
    expect(slider.state.slideshow).toBe('running')
    expect(live()).toBe('off')
    slider.pause()
    expect(live()).toBe('polite')
    slider.resume()
    expect(live()).toBe('off')
  })

  it('a visitor navigating makes the live region polite, and the new slide is announced', async () => {
    const { slider, scheduler } = await mount()
    slider.goTo(1, { user: true })
    await vi.waitFor(() => expect(slider.state.index).toBe(1))
    scheduler.tick(50)
    expect(live()).toBe('polite')
    expect(root.querySelector('.strata-announcer')?.textContent).toBe('2 of 3: Slide 2')
  })

  it('core renders a rotation control first in the tab order, named by what a press does', async () => {
    const { slider } = await mount()
    const button = control()
    expect(button?.parentElement?.firstElementChild).toBe(button)
    expect(tabOrder()[0]).toBe(button)
    expect(button?.getAttribute('aria-label')).toBe(STOP_LABEL)
    button?.click()
    expect(slider.state.pauseReasons).toContain('api')
    expect(button?.getAttribute('aria-label')).toBe(START_LABEL)
    button?.click()
    expect(slider.state.slideshow).toBe('running')
    expect(button?.getAttribute('aria-label')).toBe(STOP_LABEL)
  })

  it('focus on the control holds the rotation, but its label still offers Stop', async () => {
    const { slider } = await mount()
    control()?.focus()
    expect(slider.state).toMatchObject({ slideshow: 'paused', pauseReasons: ['focus'] })
    expect(control()?.getAttribute('aria-label')).toBe(STOP_LABEL)
    control()?.blur()
    expect(slider.state.slideshow).toBe('running')
  })

  it('reduced motion pauses the rotation: the control offers Start', async () => {
    browser.setReducedMotion(true)
    await mount()
    expect(control()?.getAttribute('aria-label')).toBe(START_LABEL)
  })

  it('no control when the module does not auto-rotate, or has one slide', async () => {
    await mount({ slideshow: { auto: false } }, 3, false, false)
    // The chunk would have landed by the next macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(control()).toBeNull()
    slider?.destroy()
    await mount({}, 1, false, false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(control()).toBeNull()
  })

  it('a module that does not auto-rotate gets the control once a script starts its slideshow', async () => {
    const { slider } = await mount({ slideshow: { auto: false } }, 3, false, false)
    slider.resume()
    await vi.waitFor(() => expect(control()?.getAttribute('aria-label')).toBe(STOP_LABEL))
    expect(live()).toBe('off')
  })

  it("a plugin's offered control takes the place of core's, first in the stage", async () => {
    const { ctx, offered } = await mount({}, 3, true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(control()).toBeNull()
    expect(ctx.dom.stage.firstElementChild).toBe(offered)
    expect(tabOrder()[0]).toBe(offered)
  })

  /**
   * A slider whose probe offers its control, placed first once the rotation is in; then slide
   * `index` is removed, the probe running `onRemove` (with its first control) at `slide:remove`.
   */
  async function offerThenRemove(
    index: number,
    onRemove: (ctx: PluginContext, first: HTMLElement) => void,
  ) {
    let first: HTMLElement | undefined
    const made = await mount({}, 3, true, false, (c) => onRemove(c, first as HTMLElement))
    first = made.offered
    await vi.waitFor(() => expect(made.ctx.dom.stage.firstElementChild).toBe(first))
    made.slider.removeSlide(index)
    await vi.waitFor(() => expect(made.slider.state.count).toBe(2))
    return made
  }

  it('a control offered again at slide:remove (nav draws its controls again) goes first in the stage too', async () => {
    const again = document.createElement('button')
    const { ctx } = await offerThenRemove(2, (c, first) => {
      // As nav does: the old control removed, a new one offered and put in the plugin's layer.
      first.remove()
      c.slideshow.control(again)
      c.dom.stage.appendChild(document.createElement('div')).append(again)
    })
    expect(ctx.dom.stage.firstElementChild).toBe(again)
    expect(tabOrder()[0]).toBe(again)
  })

  it('a control offered again at a state change (nav at a level change) goes first too, and is not moved again', async () => {
    const again = document.createElement('button')
    const made = await mount({}, 3, true, false)
    await vi.waitFor(() => expect(made.ctx.dom.stage.firstElementChild).toBe(made.offered))
    // As nav does when the slides a visitor can go to change: drawn again in its own layer.
    made.offered.remove()
    made.ctx.slideshow.control(again)
    made.ctx.dom.stage.appendChild(document.createElement('div')).append(again)
    made.slider.pause()
    expect(made.ctx.dom.stage.firstElementChild).toBe(again)
    expect(tabOrder()[0]).toBe(again)
    // Already first: a later change leaves it where it is (a move would take its focus).
    const prepend = vi.spyOn(made.ctx.dom.stage, 'prepend')
    made.slider.resume()
    expect(made.slider.state.pauseReasons).toEqual([])
    expect(prepend).not.toHaveBeenCalled()
  })

  it('a control offered again but not drawn (a plugin left with one slide draws none) is not put back', async () => {
    const gone = document.createElement('button')
    await offerThenRemove(0, (c, first) => {
      first.remove()
      c.slideshow.control(gone)
    })
    expect(gone.isConnected).toBe(false)
  })

  it("a plugin's pause('media') holds the timer through the visitor's play; its resume('media') lets go", async () => {
    const { slider, ctx } = await mount()
    ctx.slideshow.pause('media')
    slider.toggle()
    slider.toggle()
    expect(slider.state).toMatchObject({ slideshow: 'paused', pauseReasons: ['media'] })
    ctx.slideshow.pause()
    ctx.slideshow.resume('media')
    expect(slider.state.pauseReasons).toEqual(['user'])
    ctx.slideshow.resume()
    expect(slider.state.slideshow).toBe('running')
  })

  it('destroy removes core’s control and leaves the root as it was', async () => {
    const { slider } = await mount()
    slider.destroy()
    expect(control()).toBeNull()
    expect(root.childElementCount).toBe(0)
  })
})
