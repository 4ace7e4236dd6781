import type { RawRecord } from '@strata/core'
import { heroSlide } from './hero'

/** Local stand-ins for the provider scripts (server/packages/layers-media.mjs). */
export const YOUTUBE_API = '/layers-media/youtube-iframe-api.js'
export const VIMEO_API = '/layers-media/vimeo-player.js'
/** Files in public/layers-media/ (see its README.md for how they were made). */
export const FILES = {
  video: '/layers-media/clip.webm',
  audio: '/layers-media/tone.wav',
  poster: '/layers-media/poster.svg',
  icon: '/layers-media/icon.svg',
} as const

let seq = 0
/** A layer in the export's shape, placed at `x`, `y` with size `w` × `h` (px). */
export const layer = (
  type: string,
  content: RawRecord,
  at: { x: number; y: number; w: number; h?: number },
  extra: RawRecord = {},
): RawRecord => ({
  id: `${type}${++seq}`,
  type,
  pos: { x: at.x, y: at.y },
  size: { w: at.w, ...(at.h ? { h: at.h } : {}) },
  content,
  ...extra,
})

const text = (t: string, y = 20): RawRecord =>
  layer('text', { text: t }, { x: 20, y, w: 600 }, { font: { size: 28 }, color: '#fff' })

/** A module in the export's shape: one slide per list of layers, dark backgrounds. */
export function mediaModule(id: string, slides: readonly RawRecord[][], length = 9000): RawRecord {
  const out: RawRecord = {}
  slides.forEach((layers, i) => {
    const bg = { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: '#1d2330' } }
    out[i + 1] = {
      id: i + 1,
      slide: { title: `Slide ${i + 1}`, order: i + 1, timeline: { len: length } },
      layers: Object.fromEntries([bg, ...layers].map((l) => [String(l.id), l])),
    }
  })
  return { id, settings: { alias: id, size: { width: 1240, height: 700 } }, slides: out }
}

/**
 * The showcase: a video hero (background video, headline, calls to action), then an image, an
 * svg and an html5 video, then YouTube and Vimeo facades and an audio.
 */
export const showcaseModule = (): RawRecord => {
  const m = mediaModule('media-showcase', [
    [],
    [
      text('Image, SVG and HTML5 video'),
      layer(
        'image',
        { src: FILES.poster },
        { x: 20, y: 80, w: 360, h: 202 },
        { acc: { label: 'A poster' } },
      ),
      layer(
        'svg',
        { src: FILES.icon },
        { x: 400, y: 80, w: 120, h: 120 },
        { svg: { color: '#f49d37' } },
      ),
      layer(
        'video',
        { src: FILES.video, poster: FILES.poster, loop: true, mute: true },
        { x: 560, y: 80, w: 480 },
      ),
    ],
    [
      text('Poster facades: the player loads on play'),
      layer(
        'video',
        {
          type: 'youtube',
          src: 'M7lc1UVf-VE',
          poster: FILES.poster,
          autoPlay: false,
          controls: true,
        },
        { x: 20, y: 80, w: 480 },
      ),
      layer(
        'video',
        { type: 'vimeo', src: '76979871', poster: FILES.poster, autoPlay: false },
        { x: 540, y: 80, w: 480 },
      ),
      layer(
        'audio',
        { src: FILES.audio, autoPlay: false, controls: true },
        { x: 20, y: 400, w: 400 },
      ),
    ],
  ])
  const slides = m.slides as Record<string, RawRecord>
  slides[1] = { ...slides[1], slide: { title: 'Northlight', order: 1 }, layers: heroSlide() }
  m.settings = {
    ...(m.settings as RawRecord),
    size: {
      fullWidth: true,
      width: [1240, 1240, 1024, 778, 480],
      height: [620, 620, 560, 520, 560],
    },
    slideshow: { len: 9000 },
  }
  return m
}
