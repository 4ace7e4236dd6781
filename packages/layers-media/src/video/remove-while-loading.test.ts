import { createSlider, type Plugin, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layersMedia } from '../index'
import { mediaModule, mountMedia, settle } from '../test-media'
import { installFakeYouTube } from './fake-players'

/** The media chunk's load, held until the test lets it through. */
const gate = vi.hoisted(() => {
  let open: () => void = () => {}
  const state = { wait: Promise.resolve(), hold: () => {}, open: () => open() }
  state.hold = () => {
    state.wait = new Promise<void>((done) => {
      open = done
    })
  }
  return state
})
vi.mock('../plugin/content-chunks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../plugin/content-chunks')>()
  return {
    ...actual,
    loadMediaChunk: () => gate.wait.then(actual.loadMediaChunk),
  }
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const video: RawRecord = {
  v: { id: 'v', type: 'video', content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg' } },
}

// docs/behaviour.md §4 "Removing a slide": later slides move down one index, their media with them.
describe('slider.removeSlide while the media chunk is still loading', () => {
  it('a video built meanwhile takes its slide’s new index: it autoplays there, the api finds it', async () => {
    installFakeYouTube()
    // Ten slides: `prepare` reads the first eight and the last (core's nearSlides), so the video
    // on the ninth loads the media chunk only when that slide is built.
    const slides: RawRecord[] = Array.from({ length: 10 }, () => ({}))
    slides[8] = video
    const m = await mountMedia(mediaModule(...slides))
    gate.hold()
    m.slider.goTo(8)
    await settle(() => expect(m.slider.state.index).toBe(8))
    // The chunk is on its way; slide 0 goes, the video's slide is now slide 7.
    m.slider.removeSlide(0)
    await settle(() => expect(m.slider.state.index).toBe(7))
    gate.open()
    await settle(() => expect(m.api?.state(7, 'v')).toBe(1))
    expect(m.api?.state(8, 'v')).toBe(undefined)
    expect(m.slider.report).toEqual([])
    m.done()
  })
})

/** Stands in for @strata/bg-transitions: slide 8 (of the data) has a background video. */
const fakeBackgrounds = (): Plugin<'bg-transitions', object, undefined> => ({
  name: 'bg-transitions',
  options: {},
  setup(ctx) {
    const off = ctx.on('slide:build', ({ index, element, slide }) => {
      if (slide.id !== '9') return
      const box = element.ownerDocument.createElement('div')
      element.append(box)
      const video = { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg' }
      ctx.emit('bg-transitions:video', { index, element: box, video })
    })
    return { destroy: off }
  },
})

describe('slider.removeSlide while the media chunk is still loading, for a background video', () => {
  it('the video plays with its slide at its new index', async () => {
    installFakeYouTube()
    const browser = installFakeBrowser()
    const root = document.createElement('div')
    document.body.append(root)
    const scheduler = createFakeScheduler()
    const slider = createSlider(root, {
      module: mediaModule(...Array.from({ length: 10 }, () => ({}))),
      plugins: [fakeBackgrounds(), layersText(), layersMedia()],
      scheduler,
    })
    await slider.ready
    // `settle` moves the clock of the slider `mountMedia` made last: this one's moves here.
    const settle = (check: () => void) =>
      vi.waitFor(
        () => {
          scheduler.tick(16)
          check()
        },
        { timeout: 4000, interval: 5 },
      )
    const api = slider.plugin('layers-media')
    gate.hold()
    slider.goTo(8)
    await settle(() => expect(slider.state.index).toBe(8))
    slider.removeSlide(0)
    await settle(() => expect(slider.state.index).toBe(7))
    gate.open()
    await settle(() => expect(api?.state(7, 'bg')).toBe(1))
    expect(api?.state(8, 'bg')).toBe(undefined)
    expect(slider.report).toEqual([])
    slider.destroy()
    root.remove()
    browser.restore()
  })
})
