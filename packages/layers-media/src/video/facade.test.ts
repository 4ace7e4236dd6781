import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaModule, mountMedia, settle } from '../test-media'
import { autoplays } from './slot'
import { mediaId } from './source'

afterEach(() => vi.restoreAllMocks())

const yt = (id: string, extra = {}) => ({
  id,
  type: 'video',
  content: { type: 'youtube', src: 'dQw4w9WgXcQ', autoPlay: false, ...extra },
})

describe('video facade (poster until a video is about to play)', () => {
  it('a module with three YouTube layers downloads no player script at load', async () => {
    const m = await mountMedia(mediaModule({ a: yt('a'), b: yt('b'), c: yt('c') }), {
      youtubePoster: (id) => `/posters/${id}.jpg`,
    })
    expect(document.querySelectorAll('script').length).toBe(0)
    expect(m.root.querySelectorAll('iframe').length).toBe(0)
    const posters = [...m.root.querySelectorAll<HTMLImageElement>('.strata-media-poster')]
    expect(posters.length).toBe(3)
    expect(m.root.querySelectorAll('.strata-layer-video button.strata-media-play').length).toBe(3)
    expect(m.api?.state(0, 'a')).toBe(-1)
    m.done()
  })

  it('Video type must be youtube, vimeo, html5 or audio: another is reported, not played, the rest works', async () => {
    const m = await mountMedia(
      mediaModule({
        v: { id: 'v', type: 'video', content: { type: 'flash', src: '/a.swf' } },
        t: { id: 't', type: 'text', content: { text: 'ok' } },
      }),
    )
    expect(m.slider.report).toContainEqual({
      path: 'slides.1.layers.v.content.type',
      message: expect.stringMatching(/^Invalid video type "flash"/),
    })
    const box = m.layer('v')?.querySelector<HTMLElement>('.strata-media')
    expect([box?.dataset.state, box?.querySelector('button')]).toEqual(['failed', null])
    expect(m.layer('t')?.textContent).toBe('ok')
    m.done()
  })

  it('a missing src is reported and the layer keeps its poster without a play control', async () => {
    const m = await mountMedia(
      mediaModule({ v: { id: 'v', type: 'video', content: { type: 'html5', poster: '/p.jpg' } } }),
    )
    expect(m.slider.report.map((e) => e.path)).toEqual(['slides.1.layers.v.content.src'])
    expect(m.layer('v')?.querySelector('.strata-media-poster')).not.toBeNull()
    m.done()
  })

  it('a refused poster address is reported', async () => {
    const m = await mountMedia(
      mediaModule({
        v: {
          id: 'v',
          type: 'video',
          content: { src: '/v.webm', poster: 'javascript:alert(1)', autoPlay: false },
        },
      }),
    )
    expect(m.slider.report.map((e) => e.path)).toEqual(['slides.1.layers.v.content.poster'])
    expect(m.layer('v')?.querySelector('.strata-media-poster')).toBeNull()
    m.done()
  })

  it('the box keeps the media ratio (16:9 by default)', async () => {
    const m = await mountMedia(
      mediaModule({ v: { id: 'v', type: 'video', content: { src: '/v.webm', autoPlay: false } } }),
    )
    expect(m.layer('v')?.querySelector<HTMLElement>('.strata-media')?.style.aspectRatio).toBe(
      '16 / 9',
    )
    m.done()
  })
})

describe('sources and autoplay', () => {
  it('reads YouTube ids and urls, Vimeo numbers and urls', () => {
    expect(mediaId('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe(
      'dQw4w9WgXcQ',
    )
    expect(mediaId('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(mediaId('youtube', 'nope')).toBeUndefined()
    expect(mediaId('vimeo', 'https://vimeo.com/76979871')).toBe('76979871')
    expect(mediaId('html5', '/v.webm')).toBe('/v.webm')
  })
  it('Autoplay values: true, false, 1sttime, no1sttime', () => {
    const at = (autoPlay: boolean | '1sttime' | 'no1sttime', shown: number) =>
      autoplays({ autoPlay } as Parameters<typeof autoplays>[0], shown)
    expect([at(true, 1), at(true, 2), at(false, 1)]).toEqual([true, true, false])
    expect([at('1sttime', 1), at('1sttime', 2)]).toEqual([true, false])
    expect([at('no1sttime', 1), at('no1sttime', 2)]).toEqual([false, true])
  })

  it('a poster still loading when the slider is destroyed is not reported as failed', async () => {
    const m = await mountMedia(
      mediaModule({
        v: { id: 'v', type: 'video', content: { type: 'html5', src: '/v.mp4', poster: '/p.jpg' } },
      }),
    )
    // happy-dom fetches no image: the poster is still loading.
    await settle(() => expect(m.root.querySelector('.strata-media-poster')).not.toBeNull())
    const { slider } = m
    m.done()
    await new Promise((done) => setTimeout(done, 20))
    expect(slider.report).toEqual([])
  })
})
