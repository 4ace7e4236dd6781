import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { watchGlobals } from '../plugins/contract'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'
import type { EventName } from '../types/events'
import type { AnyPlugin } from '../types/plugin'
import type { Slider } from '../types/slider'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement
let watch: ReturnType<typeof watchGlobals>

beforeEach(() => {
  browser = installFakeBrowser()
  root = document.createElement('div')
  root.id = 'host'
  root.className = 'site-box'
  root.innerHTML = '<p>fallback</p>'
  document.body.append(root)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  watch = watchGlobals(root)
})
afterEach(() => {
  watch.restore()
  root.remove()
  browser.restore()
  vi.restoreAllMocks()
})

/** After destroy: the root as the site left it, no listener, observer, frame or timer. */
async function expectGone(slider: Slider, scheduler: ReturnType<typeof createFakeScheduler>) {
  await slider.ready
  await settle()
  scheduler.tick(5000)
  await settle()
  expect(root.outerHTML).toBe('<div id="host" class="site-box"><p>fallback</p></div>')
  expect(watch.left()).toEqual([])
  expect(browser.observerCount()).toBe(0)
  expect(browser.motionListenerCount()).toBe(0)
  expect(scheduler.size()).toBe(0)
}

const MOUNT_EVENTS: EventName[] = [
  'state:change',
  'layout:change',
  'viewport:change',
  'slide:build',
  'slide:before',
  'slide:after',
  'slideshow:state',
  'module:ready',
]

describe('destroy() is final at any moment (docs/behaviour.md §9)', () => {
  it.each(MOUNT_EVENTS)(
    'called from the first "%s" handler, before ready, it leaves nothing behind',
    async (event) => {
      const scheduler = createFakeScheduler()
      const slider = createSlider(root, { module: sampleModule(3), scheduler })
      let calls = 0
      slider.on(event, () => {
        calls++
        slider.destroy()
      })
      await expectGone(slider, scheduler)
      expect(calls).toBe(1)
    },
  )

  it('called from a plugin setup, the plugins set up so far are destroyed too', async () => {
    const scheduler = createFakeScheduler()
    let slider: Slider | undefined
    const destroyed: string[] = []
    const plugin = (name: string, kill = false): AnyPlugin => ({
      name,
      options: {},
      setup(ctx) {
        const off = ctx.on('slide:after', () => {})
        if (kill) slider?.destroy()
        return {
          destroy: () => {
            off()
            destroyed.push(name)
          },
        }
      },
    })
    slider = createSlider(root, {
      module: sampleModule(3),
      scheduler,
      plugins: [plugin('first'), plugin('killer', true), plugin('last')],
    })
    await expectGone(slider, scheduler)
    expect(destroyed.sort()).toEqual(['first', 'killer', 'last'])
  })

  it('called while the module loads, it aborts the fetch and the slider never mounts', async () => {
    const scheduler = createFakeScheduler()
    let signal: AbortSignal | undefined
    const fetch = vi.fn((_: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(signal?.reason)),
      )
    })
    const slider = createSlider(root, { module: '/m/hero.json', scheduler, fetch })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    slider.destroy()
    expect(signal?.aborted).toBe(true)
    await expectGone(slider, scheduler)
    expect(slider.module).toBeUndefined()
  })

  it('called during a slide change, it ends the change and leaves nothing behind', async () => {
    const scheduler = createFakeScheduler()
    const slider = createSlider(root, { module: sampleModule(3), scheduler })
    await slider.ready
    await settle()
    slider.on('slide:before', () => slider.destroy())
    slider.next()
    await expectGone(slider, scheduler)
  })

  it('a call after it does nothing: no navigation, no mount', async () => {
    const scheduler = createFakeScheduler()
    const slider = createSlider(root, { module: sampleModule(3), scheduler })
    slider.destroy()
    slider.next()
    slider.goTo(2)
    slider.resume()
    await expectGone(slider, scheduler)
  })
})

describe('two sliders on one root', () => {
  it('the second destroys the first; destroying both leaves the root as it was', async () => {
    const scheduler = createFakeScheduler()
    const first = createSlider(root, { module: sampleModule(2), scheduler })
    await first.ready
    const second = createSlider(root, { module: sampleModule(3), scheduler })
    await second.ready
    expect(root.querySelectorAll('.strata-slides')).toHaveLength(1)
    expect(second.state.count).toBe(3)
    expect(first.state.ready).toBe(true)
    first.destroy()
    expect(root.querySelectorAll('.strata-slides')).toHaveLength(1)
    second.destroy()
    await expectGone(second, scheduler)
  })

  it('created before the first has loaded, the first never mounts', async () => {
    const scheduler = createFakeScheduler()
    const first = createSlider(root, { module: sampleModule(2), scheduler })
    const second = createSlider(root, { module: sampleModule(3), scheduler })
    await Promise.all([first.ready, second.ready])
    expect(first.module).toBeUndefined()
    expect(root.querySelectorAll('.strata-slides')).toHaveLength(1)
    expect(second.state.count).toBe(3)
    second.destroy()
    await expectGone(second, scheduler)
  })
})
