import {
  absent,
  num,
  oneOf,
  parseBoolean,
  parseNumber,
  type Reader,
  type Schema,
  str,
} from '@strata/core/kit'
import type { AutoPlay, ImageContent, MediaType } from './types'

/** docs/behaviour.md §5: "Image url must end in jpg, jpeg, png, gif, bmp, svg or webp". */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'] as const
/** docs/behaviour.md §5: "Video type must be youtube, vimeo, html5 or audio". */
export const MEDIA_TYPES: readonly MediaType[] = ['html5', 'youtube', 'vimeo', 'audio']

const IMAGE_URL = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i')
/** An image URL (query and hash aside); data URIs of images too. Others: reported, ''. */
const imageUrl: Reader<string> = (v, report, p) => {
  const s = str(v, '', report, p)
  if (!s || s.startsWith('data:image/') || IMAGE_URL.test(s.split(/[?#]/)[0] ?? '')) return s
  report(p, `Image url must end in ${IMAGE_EXTENSIONS.join(', ')}; using ""`)
  return ''
}
const IMAGE_SIZES: readonly ImageContent['size'][] = ['cover', 'contain', 'auto', 'percentage']
/** The image's size: the export's `custom` (scaled to `sizeVal`) is the model's `percentage`. */
const imageSize: Reader<ImageContent['size']> = (v, report, p) =>
  v === 'custom' ? 'percentage' : oneOf(v, IMAGE_SIZES, 'cover', report, p)
/** docs/behaviour.md §5: "Video start and end accept seconds or mm:ss" (also h:mm:ss). */
const time: Reader<number> = (v, report, p) => {
  if (absent(v)) return 0
  const secs = (typeof v === 'string' ? v.split(':') : [v]).reduce<number>(
    (t, x) => t * 60 + (parseNumber(x) ?? Number.NaN),
    0,
  )
  if (secs >= 0) return secs
  report(p, 'must be seconds or mm:ss; using 0')
  return 0
}
/** docs/behaviour.md §5: "Audio volume above 1 is treated as a percent". */
const volume: Reader<number> = (v, report, p) => {
  const n = num(v, 1, report, p, { min: 0 })
  return num(n > 1 ? n / 100 : n, 1, report, p, { max: 1 })
}
/**
 * docs/behaviour.md §5: "Video type must be youtube, vimeo, html5 or audio, otherwise the error 'Invalid
 * video type...'": here a report entry, and `d` (html5, or audio on audio layers).
 */
export function mediaType(d: MediaType): Reader<MediaType> {
  return (v, report, p) => {
    if (absent(v)) return d
    if (MEDIA_TYPES.includes(v as MediaType)) return v as MediaType
    report(p, `Invalid video type ${JSON.stringify(v)}; using "${d}"`)
    return d
  }
}
/** docs/behaviour.md §4: "Autoplay values: true, false, 1sttime, no1sttime". */
const autoPlay: Reader<AutoPlay> = (v, report, p) => {
  const b = absent(v) ? true : parseBoolean(v)
  if (b !== undefined) return b
  if (v === '1sttime' || v === 'no1sttime') return v
  report(p, 'must be true, false, 1sttime or no1sttime; using true')
  return true
}

/**
 * Image content defaults (docs/behaviour.md §3 "image: src, ratio, pos, repeat, size, sizeVal"). A key
 * `'name|exportKey'` reads the whole-word name, or the export's key.
 */
export const IMAGE_DEFAULTS = {
  /** @default '' */
  src: imageUrl,
  /** @default 0 */
  ratio: 0,
  /** Export key `pos`. @default 'center center' */
  'position|pos': 'center center',
  /** @default 'no-repeat' */
  repeat: ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'],
  /** cover, contain, auto or percentage (export: also `custom`, read as percentage). @default 'cover' */
  size: imageSize,
  /** Size for `size: 'percentage'` (custom). Export key `sizeVal`. @default '100%' */
  'sizeValue|sizeVal': '100%',
} as const satisfies Schema

/**
 * Video and audio content defaults (docs/behaviour.md §3 "video and audio: controls, autoPlay, pauseTimer,
 * nextSlide, stopAllMedia, loop, rewind, volume, start, end, poster, mute, ratio (16:9)"; the
 * poster is core's `content.poster`).
 */
export const MEDIA_DEFAULTS = {
  /** @default false */
  controls: false,
  /** true, false, '1sttime' or 'no1sttime'. @default true */
  autoPlay,
  /** @default false */
  pauseTimer: false,
  /** @default false */
  nextSlide: false,
  /** @default false */
  stopAllMedia: false,
  /** @default false */
  loop: false,
  /** @default false */
  rewind: false,
  /** 0 to 1; above 1 a percent. @default 1 */
  volume,
  /** Seconds (data: seconds or mm:ss). @default 0 */
  start: time,
  /** Seconds; 0 plays to the end. @default 0 */
  end: time,
  /** @default false */
  mute: false,
  /** @default '16:9' - §9 "Aspect ratio 16:9". */
  ratio: '16:9',
} as const satisfies Schema

/** A slide background video's schema (`backgroundMedia`): html5 unless the data names a type. */
export function backgroundMediaSchema() {
  return { type: mediaType('html5'), ...MEDIA_DEFAULTS }
}
export type BackgroundMediaSchema = ReturnType<typeof backgroundMediaSchema>
