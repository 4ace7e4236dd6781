import { contractModule, describePluginContract } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { beforeAll, vi } from 'vitest'
import { installFakeYouTube } from '../video/fake-players'
import { layersMedia } from './plugin'

// Every kind of media layer on the first slide: nothing may be left after destroy (no player,
// listener, timer or element), the svg fetch answered locally.
vi.stubGlobal(
  'fetch',
  vi.fn(async () => new Response('<svg viewBox="0 0 2 2"><rect width="2" height="2"/></svg>')),
)
installFakeYouTube()
const module = contractModule()
const slides = module.slides as Record<string, { layers: Record<string, unknown> }>
Object.assign(slides[1]?.layers ?? {}, {
  2: { id: 2, type: 'image', content: { src: '/a.jpg' } },
  3: { id: 3, type: 'svg', content: { src: '/a.svg' } },
  4: { id: 4, type: 'video', content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg' } },
  5: { id: 5, type: 'audio', content: { src: '/a.wav', autoPlay: false } },
})

// The svg and video chunks load in `prepare`; the contract runs on fake timers, which do not
// wait for a module to be read from disk, so they are loaded once here. So are the sanitiser the
// svg layer loads and the player code the video layer asks for: under the fake timers they came
// in only after the contract had ended, so the svg and the player were never made in it.
beforeAll(async () => {
  await Promise.all([
    import('../svg/svg-layer'),
    import('../video/media-chunk'),
    import('@strata/core/sanitize'),
    import('../video/runtime'),
  ])
})

describePluginContract('layers-media', () => layersMedia(), {
  module,
  plugins: () => [layersText()],
})
