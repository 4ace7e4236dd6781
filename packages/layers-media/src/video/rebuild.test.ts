import { createSlider, type Plugin, type PluginContext } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layersMedia } from '../index'
import { mediaModule, settle } from '../test-media'
import { installFakeYouTube } from './fake-players'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const youtube = (id: string, content = {}) => ({
  [id]: {
    id,
    type: 'video',
    content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg', ...content },
  },
})

/** Hands out the plugin context, for `ctx.rebuildSlide` (what lazySlides calls). */
const grab = (got: (ctx: PluginContext) => void): Plugin<'grab', object, undefined> => ({
  name: 'grab',
  options: {},
  setup(ctx) {
    got(ctx)
    return { destroy() {} }
  },
})

// docs/behaviour.md §4.3 "A slide built before its layers arrive is built again with them"
// (lazySlides: `ctx.rebuildSlide`): the slide shows already, and no change will count it again.
describe('a video layer built again on the slide that shows', () => {
  it('autoplays as its slide showing would have started it', async () => {
    const browser = installFakeBrowser()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const players = installFakeYouTube()
    const root = document.createElement('div')
    document.body.append(root)
    let ctx: PluginContext | undefined
    const slider = createSlider(root, {
      module: mediaModule(youtube('a'), {}),
      plugins: [layersText(), layersMedia(), grab((c) => (ctx = c))],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    const api = slider.plugin('layers-media')
    await settle(() => expect(api?.state(0, 'a')).toBe(1))
    ctx?.rebuildSlide(0)
    // The first player went with the old layer; the new layer's plays.
    await settle(() => expect(players[1]?.destroyed).toBe(false))
    expect(players[0]?.destroyed).toBe(true)
    await settle(() => expect(api?.state(0, 'a')).toBe(1))
    slider.destroy()
    root.remove()
    browser.restore()
  })
})
