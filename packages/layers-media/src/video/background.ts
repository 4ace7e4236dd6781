import type { RawRecord } from '@strata/core'
import type { MediaContent } from '../types'
import type { MediaLayerEnv } from './media-layer'

/**
 * A slide background's video settings (`bg.video`, read in place by @strata/bg-transitions):
 * the same keys as a video layer's content, with the address in `src` (or `mpeg`, `webm`,
 * `id`) and an optional `poster`. It always plays muted and covers the stage
 * (docs/behaviour.md §4 "Slide background videos never autoplay" with sound).
 */
export function backgroundMedia(
  raw: RawRecord,
  report: (path: string, message: string) => void,
  path: string,
  { backgroundSchema, kit: { isRec, shape } }: Pick<MediaLayerEnv, 'backgroundSchema' | 'kit'>,
): { media: MediaContent; src: string; poster: string } {
  const media = shape(raw, backgroundSchema, report, path)
  const pick = (...v: unknown[]) => (v.find((x) => typeof x === 'string' && x) as string) ?? ''
  const src = pick(raw.src, raw.mpeg, raw.webm, raw.id, isRec(raw.content) ? raw.content.src : '')
  return {
    media: { ...media, mute: true, controls: false, autoPlay: true },
    src,
    poster: pick(raw.poster, raw.image),
  }
}
