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

  // docs/behaviour.md §4 "Removing a slide": later slides move down one index.
  it('each built slide keeps its own video through the changes after a removal', async () => {
    const browser = installFakeBrowser()
    fakeImages()
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const root = document.createElement('div')
    document.body.append(root)
    const scheduler = createFakeScheduler()
    const slider = createSlider(root, {
      module: mediaModule(...Array.from({ length: 16 }, () => ({}))),
      plugins: [fakeBackgrounds({ src: '/bg.webm' }), layersText(), layersMedia()],
      scheduler,
    })
    await slider.ready
    const go = async (index: number) => {
      slider.goTo(index)
      for (let t = 0; t < 2000; t += 100) {
        scheduler.tick(100)
        await new Promise((done) => setTimeout(done, 0))
      }
    }
    // Slides visited far apart: the far ones are released as the window moves.
    for (const index of [3, 7, 11, 15]) await go(index)
    slider.removeSlide(0)
    for (const index of [10, 6, 2, 0, 5, 12]) await go(index)
    // Each built slide's box holds its player (its video once shown): none taken away.
    const boxes = [...root.querySelectorAll('.strata-slide .strata-bg-video')]
    expect(boxes.length).toBeGreaterThan(1)
    expect(boxes.map((box) => box.querySelectorAll(':scope > .strata-media').length)).toEqual(
      boxes.map(() => 1),
    )
    const shown = root.querySelector('.strata-slide[aria-current="true"] .strata-bg-video')
    await settle(() => expect(shown?.querySelector('video')).not.toBeNull())
    slider.destroy()
    root.remove()
    browser.restore()
  })
})
