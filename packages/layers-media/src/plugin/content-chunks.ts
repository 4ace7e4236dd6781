import type { RawValue } from '@strata/core'
import { isRec, nearSlides, walkRecords } from '@strata/core/kit'
import type { ContentHandle } from '@strata/layers-text'

export type SvgChunk = typeof import('../svg/svg-layer')
export type MediaChunk = typeof import('../video/media-chunk')

/** The layer code a module's data needs beyond images: svg layers, and video or audio. */
export interface ContentUse {
  svg: boolean
  media: boolean
}

/**
 * What the raw module data uses, read without normalising it: a record whose `type` is `svg`,
 * `video` or `audio` (a layer), or a non-empty `video` record (a slide background video), in the
 * slides the module builds first (core's `nearSlides`; a later one loads its chunk when it is
 * built, `contentLater`). Erring on the side of loading: a false match only costs a chunk.
 */
export function contentUse(data: RawValue): ContentUse {
  const use: ContentUse = { svg: false, media: false }
  walkRecords(nearSlides(data), (value) => {
    if (value.type === 'svg') use.svg = true
    else if (value.type === 'video' || value.type === 'audio') use.media = true
    if (isRec(value.video) && Object.keys(value.video).length) use.media = true
    return use.svg && use.media
  })
  return use
}

export function loadSvgChunk(): Promise<SvgChunk> {
  return import('../svg/svg-layer')
}
export function loadMediaChunk(): Promise<MediaChunk> {
  return import('../video/media-chunk')
}

/**
 * A layer's content built once its chunk is in, for data `prepare` did not see (a layer added
 * later): the handle destroys what was built, or stops it being built.
 */
export function contentLater<C>(
  load: () => Promise<C>,
  build: (chunk: C) => ContentHandle | undefined,
  failed: (error: unknown) => void,
): ContentHandle {
  let handle: ContentHandle | undefined
  let gone = false
  load().then((chunk) => {
    if (!gone) handle = build(chunk)
  }, failed)
  return {
    destroy() {
      gone = true
      handle?.destroy()
    },
  }
}
