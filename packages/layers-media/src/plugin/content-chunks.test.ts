import type { RawRecord } from '@strata/core'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mediaModule, mountMedia, settle } from '../test-media'
import { contentUse } from './content-chunks'

// Counts loads of the svg layer chunk and of the video and audio facades' chunk.
const loads = vi.hoisted(() => ({ svg: 0, media: 0 }))
vi.mock('../svg/svg-layer', async (importOriginal) => {
  loads.svg += 1
  return importOriginal()
})
vi.mock('../video/media-chunk', async (importOriginal) => {
  loads.media += 1
  return importOriginal()
})

const image: RawRecord = { id: 'i', type: 'image', content: { src: '/img/one.jpg' } }

describe('contentUse reads which layer code the raw data needs', () => {
  it('svg layers, video and audio layers, and slide background videos; images need neither', () => {
    expect(contentUse(mediaModule({ i: image }))).toEqual({ svg: false, media: false })
    expect(
      contentUse(mediaModule({ s: { type: 'svg', content: { src: '/a.svg' } } }, { i: image })),
    ).toEqual({ svg: true, media: false })
    expect(contentUse(mediaModule({}, { a: { type: 'audio', content: {} } }))).toEqual({
      svg: false,
      media: true,
    })
    const bg = { id: 'm', slides: { 1: { slide: { bg: { video: { src: '/bg.webm' } } } } } }
    expect(contentUse(bg)).toEqual({ svg: false, media: true })
    expect(contentUse({ slides: { 1: { slide: { bg: { video: {} } } } } })).toEqual({
      svg: false,
      media: false,
    })
  })

  it('of a long module, the slides it builds first: a video on slide 12 of 20 loads when built', () => {
    const slides: RawRecord = {}
    for (let n = 1; n <= 20; n++) slides[n] = { slide: { order: n }, layers: { i: image } }
    slides[12] = { slide: { order: 12 }, layers: { v: { type: 'video', content: {} } } }
    expect(contentUse({ slides })).toEqual({ svg: false, media: false })
    // The last by order is read too: the slide before the first in a loop.
    slides[20] = { ...(slides[12] as RawRecord), slide: { order: 20 } }
    expect(contentUse({ slides })).toEqual({ svg: false, media: true })
  })
})

// In order: a chunk is loaded once per page, so the first test sees them not loaded yet.
describe('the svg and media code loads only for data that has such layers (issue #25)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<svg viewBox="0 0 2 2"><rect width="2" height="2"/></svg>')),
    )
  })

  it('a module of images loads neither chunk', async () => {
    const m = await mountMedia(mediaModule({ i: image }, { j: image }))
    expect(m.layer('i')?.querySelector('img')).not.toBe(null)
    expect(loads).toEqual({ svg: 0, media: 0 })
    m.done()
  })

  it('a module with an svg layer loads the svg chunk before the first paint, and not the media one', async () => {
    const m = await mountMedia(
      mediaModule({ s: { id: 's', type: 'svg', content: { src: '/a.svg' } } }),
    )
    expect(loads).toEqual({ svg: 1, media: 0 })
    // Built with the slide, as before: the fetch is under way at ready.
    expect(m.layer('s')?.dataset.state).toBe('loading')
    await settle(() => expect(m.layer('s')?.dataset.state).toBe('done'))
    m.done()
  })

  it('a module with a video layer loads the media chunk: its poster facade is there at ready', async () => {
    const m = await mountMedia(
      mediaModule({ v: { id: 'v', type: 'video', content: { src: '/v.mp4', poster: '/p.jpg' } } }),
    )
    expect(loads).toEqual({ svg: 1, media: 1 })
    expect(m.layer('v')?.querySelector('.strata-media-poster')).not.toBe(null)
    m.done()
  })
})
