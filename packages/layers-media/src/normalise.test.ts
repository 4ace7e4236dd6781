// @vitest-environment node
import type { RawRecord, ReportEntry } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { layersMediaPart } from './normalise'

/** One slide holding `layer` as layer `3`; returns the normalised layer and its report. */
const run = (layer: RawRecord) => {
  const r = normaliseModule(
    { slides: { 1: { id: 1, slide: {}, layers: { 3: { id: 3, ...layer } } } } },
    { parts: [layersMediaPart], eagerLayers: true },
  )
  const l = r.layers?.[0]?.[0]
  if (!l) throw new Error('layer missing')
  return { l, report: r.report.filter((e: ReportEntry) => e.path.startsWith('slides.1.layers.3')) }
}
const image = (content: RawRecord) => run({ type: 'image', content })
const video = (content: RawRecord, type = 'video') => run({ type, content })
const path = (k: string) => `slides.1.layers.3.content.${k}`

describe('image content (docs/behaviour.md §3)', () => {
  it('image: src, ratio, pos, repeat, size, sizeVal, with defaults', () => {
    const { l, report } = image({})
    expect(l.image).toEqual({
      src: '',
      ratio: 0,
      position: 'center center',
      repeat: 'no-repeat',
      size: 'cover',
      sizeValue: '100%',
    })
    expect([l.media, report]).toEqual([undefined, []])
  })

  it('reads exported image content, pos and sizeVal as position and sizeValue', () => {
    const { l, report } = image({
      src: '/img/a.JPG?v=2',
      ratio: '1.5',
      pos: 'left top',
      repeat: 'repeat-x',
      size: 'percentage',
      sizeVal: '80%',
    })
    expect(l.image).toEqual({
      src: '/img/a.JPG?v=2',
      ratio: 1.5,
      position: 'left top',
      repeat: 'repeat-x',
      size: 'percentage',
      sizeValue: '80%',
    })
    expect(report).toEqual([])
  })

  it("reads the export's custom size as percentage (scaled to sizeVal); another size is reported, cover used", () => {
    expect(image({ size: 'custom', sizeVal: '40%' }).l.image).toMatchObject({
      size: 'percentage',
      sizeValue: '40%',
    })
    const { l, report } = image({ size: 'huge' })
    expect(l.image?.size).toBe('cover')
    expect(report.map((e) => e.path)).toEqual([expect.stringMatching(/content\.size$/)])
  })

  it('reads the whole-word names too, before the export keys', () => {
    const { l } = image({ position: 'right', pos: 'left', sizeValue: '50%', sizeVal: '10%' })
    expect(l.image).toMatchObject({ position: 'right', sizeValue: '50%' })
  })

  it('Image url must end in jpg, jpeg, png, gif, bmp, svg or webp', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'])
      expect(image({ src: `https://x.org/a.${ext}#h` }).l.image?.src).toBe(
        `https://x.org/a.${ext}#h`,
      )
    const bad = image({ src: '/download.php?file=a' })
    expect([bad.l.image?.src, bad.l.content.src]).toEqual(['', ''])
    expect(bad.report).toEqual([
      {
        path: path('src'),
        message: expect.stringMatching(
          /^Image url must end in jpg, jpeg, png, gif, bmp, svg, webp/,
        ),
      },
    ])
  })

  it('leaves image and media absent on other layers', () => {
    const { l } = run({ type: 'text' })
    expect(['image' in l, 'media' in l]).toEqual([false, false])
  })
})

describe('video and audio content (docs/behaviour.md §3, §4, §5)', () => {
  it('video and audio: controls, autoPlay, pauseTimer, nextSlide, stopAllMedia, loop, rewind, volume, start, end, mute, ratio (16:9)', () => {
    const { l, report } = video({})
    expect(l.media).toEqual({
      type: 'html5',
      controls: false,
      autoPlay: true,
      pauseTimer: false,
      nextSlide: false,
      stopAllMedia: false,
      loop: false,
      rewind: false,
      volume: 1,
      start: 0,
      end: 0,
      mute: false,
      ratio: '16:9',
    })
    expect([l.image, report]).toEqual([undefined, []])
    expect(video({}, 'audio').l.media?.type).toBe('audio')
  })

  it('Autoplay values: true, false, 1sttime, no1sttime', () => {
    const ap = (autoPlay: unknown) => video({ autoPlay } as RawRecord).l.media?.autoPlay
    expect([ap(true), ap('false'), ap('1sttime'), ap('no1sttime')]).toEqual([
      true,
      false,
      '1sttime',
      'no1sttime',
    ])
    const bad = video({ autoPlay: 'always' })
    expect([bad.l.media?.autoPlay, bad.report.map((e) => e.path)]).toEqual([
      true,
      [path('autoPlay')],
    ])
  })

  it("Video type must be youtube, vimeo, html5 or audio, otherwise the error 'Invalid video type...' (a report entry)", () => {
    for (const type of ['youtube', 'vimeo', 'html5', 'audio'])
      expect(video({ type }).l.media?.type).toBe(type)
    const bad = video({ type: 'flash' })
    expect(bad.l.media?.type).toBe('html5')
    expect(bad.report).toEqual([
      { path: path('type'), message: expect.stringMatching(/^Invalid video type "flash"/) },
    ])
    expect(video({ type: 'dailymotion' }, 'audio').l.media?.type).toBe('audio')
  })

  it('Video start and end accept seconds or mm:ss', () => {
    const m = video({ start: '1:30', end: 125 }).l.media
    expect([m?.start, m?.end]).toEqual([90, 125])
    expect(video({ start: '45', end: '1:02:03' }).l.media).toMatchObject({ start: 45, end: 3723 })
    const bad = video({ start: 'soon', end: '1:xx' })
    expect([bad.l.media?.start, bad.l.media?.end]).toEqual([0, 0])
    expect(bad.report.map((e) => e.path)).toEqual([path('start'), path('end')])
  })

  it('Audio volume above 1 is treated as a percent', () => {
    const vol = (volume: unknown) => video({ volume } as RawRecord, 'audio').l.media?.volume
    expect([vol(0.5), vol(1), vol(50), vol('80'), vol(0)]).toEqual([0.5, 1, 0.5, 0.8, 0])
    const loud = video({ volume: 250 }, 'audio')
    expect([loud.l.media?.volume, loud.report.map((e) => e.path)]).toEqual([1, [path('volume')]])
  })

  it('reports bad values with their path and uses the defaults', () => {
    const { l, report } = video({ controls: 'sometimes', ratio: { w: 16 }, volume: -3, mute: [] })
    expect(l.media).toMatchObject({ controls: false, ratio: '16:9', volume: 0, mute: false })
    expect(report.map((e) => e.path).sort()).toEqual(
      ['controls', 'mute', 'ratio', 'volume'].map(path),
    )
  })
})
