import { type AnyPlugin, createSlider, type RawRecord } from '@strata/core'
import { SCROLL_BASED_ATTRIBUTE } from '@strata/core/page'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parallax } from './plugin'
import { PARALLAX_CHUNK, parallaxInData } from './runtime-chunk'
import { motionModule } from './test-module'

let root: HTMLElement | undefined
afterEach(() => {
  root?.remove()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const mount = async (module: RawRecord, after: AnyPlugin[] = []) => {
  installFakeBrowser()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  root = document.createElement('div')
  document.body.append(root)
  const load = vi.spyOn(PARALLAX_CHUNK, 'load')
  const slider = createSlider(root, {
    module,
    plugins: [parallax(), ...after],
    scheduler: createFakeScheduler(),
  })
  await slider.ready
  return { slider, load }
}

describe('the parallax runtime loads only when the data turns it on (issue #25)', () => {
  it('a module without mod.use or sbt never loads the runtime chunk and gets no parallax API', async () => {
    const { slider, load } = await mount(motionModule({ mod: { use: false } }))
    expect(load).not.toHaveBeenCalled()
    expect(slider.plugin('parallax')).toBeUndefined()
    slider.destroy()
  })

  it('mouse parallax or the scroll-based timeline loads it before the first paint: the API is there when ready', async () => {
    for (const settings of [{ mod: { use: true } }, { sbt: true }, { sbt: { use: 'true' } }]) {
      const { slider, load } = await mount(motionModule(settings))
      expect(load).toHaveBeenCalledTimes(1)
      expect(slider.plugin('parallax')?.progress()).toBeTypeOf('number')
      slider.destroy()
      vi.restoreAllMocks()
    }
  })

  it('data another plugin’s prepare turned parallax on after this one’s ran is set up once the chunk is in', async () => {
    const turnOn: AnyPlugin = {
      name: 'turn-on',
      options: {},
      prepare: async (data) => {
        const raw = data as RawRecord
        return { ...raw, settings: { ...(raw.settings as RawRecord), sbt: true } }
      },
      setup: () => undefined,
    }
    const { slider, load } = await mount(motionModule(), [turnOn])
    await vi.waitFor(() => expect(root?.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
    slider.destroy()
    expect(root?.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(false)
  })

  it('a chunk that fails to load, at prepare and again at setup, is one report entry and nothing moves', async () => {
    // Offline for prepare's load (tried again at setup, unreported) and setup's.
    const offline = () => Promise.reject(new Error('offline'))
    vi.spyOn(PARALLAX_CHUNK, 'load').mockImplementationOnce(offline).mockImplementationOnce(offline)
    const { slider, load } = await mount(motionModule({ sbt: true }))
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(slider.report).not.toEqual([]))
    expect(slider.report).toEqual([
      {
        path: 'plugins.parallax',
        message: 'the parallax code could not be loaded (Error: offline)',
      },
    ])
    expect(root?.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(false)
    slider.destroy()
  })

  it('a chunk that fails at prepare but loads at setup is not reported: parallax is set up', async () => {
    vi.spyOn(PARALLAX_CHUNK, 'load').mockRejectedValueOnce(new Error('offline'))
    const { slider } = await mount(motionModule({ sbt: true }))
    await vi.waitFor(() => expect(root?.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(true))
    expect(slider.report).toEqual([])
    slider.destroy()
  })

  it('reads the data as the normaliser does: the long names and the export keys', () => {
    expect(parallaxInData({ settings: { parallax: { use: true } } })).toBe(true)
    expect(parallaxInData({ settings: { mod: { use: 'on' } } })).toBe(true)
    expect(parallaxInData({ settings: { scrollTimeline: { use: false }, mod: {} } })).toBe(false)
    expect(parallaxInData('not a module')).toBe(false)
  })
})
