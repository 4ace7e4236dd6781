import { createSlider, type Plugin, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layersMedia } from '../index'
import { fakeImages, mediaModule, settle } from '../test-media'

afterEach(() => vi.restoreAllMocks())

/** Stands in for @strata/bg-transitions: announces each slide's `strata-bg-video` box. */
const fakeBackgrounds = (video: RawRecord): Plugin<'bg-transitions', object, undefined> => ({
  name: 'bg-transitions',
  options: {},
  setup(ctx) {
    const off = ctx.on('slide:build', ({ index, element }) => {
      const box = element.ownerDocument.createElement('div')
      box.className = 'strata-bg-video'
      element.append(box)
      ctx.emit('bg-transitions:video', { index, element: box, video })
    })
    return { destroy: off }
  },
})

describe('slide background video', () => {
  it('plays behind the layers, muted, without a play control, its poster until it plays', async () => {
    const browser = installFakeBrowser()
    // The poster loads (happy-dom fetches no images).
    fakeImages()
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const root = document.createElement('div')
    document.body.append(root)
    const slider = createSlider(root, {
      module: mediaModule({}, {}),
      plugins: [
        fakeBackgrounds({ src: '/bg.webm', poster: '/bg.jpg', mute: false }),
        layersText(),
        layersMedia(),
      ],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    const box = root.querySelector('.strata-slide[data-index="0"] .strata-bg-video')
    // The fake announces a video the data does not hold, so its facade's chunk loads on demand.
    await settle(() => expect(box?.querySelector('.strata-media-poster')).not.toBeNull())
    expect(box?.querySelector('.strata-media-play')).toBeNull()
    await settle(() => expect(play).toHaveBeenCalled())
    await settle(() =>
      expect(box?.querySelector<HTMLImageElement>('.strata-media-poster')?.src).toContain(
        '/bg.jpg',
      ),
    )
    const video = box?.querySelector('video')
    expect([video?.muted, video?.controls, video?.getAttribute('src')]).toEqual([
      true,
      false,
      '/bg.webm',
    ])
    expect(slider.report).toEqual([])
    slider.destroy()
    expect(root.querySelector('video')).toBeNull()
    root.remove()
    browser.restore()
  })
})
