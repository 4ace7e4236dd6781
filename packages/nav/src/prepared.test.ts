import { createSlider as createRawSlider, type RawRecord } from '@strata/core'
import { createSlider } from '@strata/core/prepared'
import { prepareModule } from '@strata/core/ssr'
import {
  createFakeScheduler,
  describePluginContract,
  installFakeBrowser,
} from '@strata/core/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadChunk } from './chunks'
import { loadsSettled } from './lazy'
import { nav as rawNav } from './plugin'
import { nav } from './prepared'
import { navModule, settle } from './test-slider'

const all = {
  nav: {
    arrows: { set: true },
    bullets: { set: true },
    tabs: { set: true },
    keyboard: { set: true },
  },
  pbar: { set: true },
}

const prepared = (raw: RawRecord, plugins = [rawNav()]) =>
  JSON.parse(JSON.stringify(prepareModule(raw, { plugins }).module))

// The contract runs on fake timers, under which a first module import never lands: what
// `prepare` loads for raw data (nav's part, the chunks the data asks for) is loaded beforehand.
beforeAll(() =>
  Promise.all([import('@strata/nav/normalise'), loadChunk('autoHide'), loadChunk('wheel')]),
)
// `@strata/core`'s createSlider with raw data: the part is loaded in `prepare`, on demand.
describePluginContract('nav', () => nav(), {
  module: navModule(3, { nav: { arrows: { set: true, dIn: 5000, dOut: 500 } } }),
})

const roots: HTMLElement[] = []
afterEach(() => {
  for (const root of roots.splice(0)) root.remove()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** Each control's markup; the on-demand ones are placed in the order their chunks land. */
const controls = (root: HTMLElement) =>
  [...(root.querySelector('.strata-nav')?.children ?? [])].map((el) => el.outerHTML).sort()

async function mount(create: typeof createSlider, module: unknown, plugin = nav()) {
  installFakeBrowser({ matchMedia: false })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  roots.push(root)
  const scheduler = createFakeScheduler()
  const slider = create(root, { module: module as RawRecord, plugins: [plugin], scheduler })
  await slider.ready
  await loadsSettled()
  await settle()
  return { root, slider, scheduler }
}

describe('nav for prepared modules (@strata/nav/prepared)', () => {
  it('draws from a prepared module what nav draws from its raw data, bringing no part', async () => {
    const raw = await mount(createRawSlider, navModule(4, all), rawNav())
    const markup = controls(raw.root)
    raw.slider.destroy()
    const plugin = nav()
    const { root, slider } = await mount(createSlider, prepared(navModule(4, all)), plugin)
    expect(plugin.normalise).toBeUndefined()
    expect(root.querySelectorAll('.strata-bullet')).toHaveLength(4)
    expect(root.querySelector('button[aria-label="Next slide"]')).not.toBeNull()
    expect(controls(root)).toEqual(markup)
    expect(slider.report).toEqual([])
    slider.destroy()
  })

  it('steps the slides from its arrows', async () => {
    const { root, slider, scheduler } = await mount(createSlider, prepared(navModule(4, all)))
    root.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')?.click()
    scheduler.tick(16)
    await settle()
    expect(slider.state.index).toBe(1)
    slider.destroy()
  })

  it('loads its part for raw data, and draws the same controls', async () => {
    const plugin = nav()
    const { root, slider } = await mount(createSlider, navModule(4, all), plugin)
    expect(plugin.normalise).toBeDefined()
    expect(root.querySelectorAll('.strata-bullet')).toHaveLength(4)
    expect(slider.report).toEqual([])
    slider.destroy()
  })

  it('says so, and draws nothing, for a module prepared without nav', async () => {
    const { root, slider } = await mount(createSlider, prepared(navModule(3, all), []))
    expect(slider.report).toEqual([
      {
        path: 'settings.nav',
        message:
          "not in the prepared module: list nav() in prepareModule's plugins; no controls are drawn",
      },
    ])
    expect(root.querySelector('.strata-nav')).toBeNull()
    expect(slider.state.count).toBe(3)
    slider.destroy()
  })
})
