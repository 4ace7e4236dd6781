import type { RawRecord } from '@strata/core'
import { isRec, shape } from '@strata/core/kit'
import type { BackgroundMediaSchema } from '../defaults'
import type { MediaContent } from '../types'

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
  schema: BackgroundMediaSchema,
): { media: MediaContent; src: string; poster: string } {
  const media = shape(raw, schema, report, path)
  const pick = (...v: unknown[]) => (v.find((x) => typeof x === 'string' && x) as string) ?? ''
  const src = pick(raw.src, raw.mpeg, raw.webm, raw.id, isRec(raw.content) ? raw.content.src : '')
  return {
    media: { ...media, mute: true, controls: false, autoPlay: true },
    src,
    poster: pick(raw.poster, raw.image),
  }
}
