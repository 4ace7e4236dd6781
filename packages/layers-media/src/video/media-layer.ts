import type { ContentHandle, ContentRequest } from '@strata/layers-text'
import type { BackgroundMediaSchema } from '../defaults'
import type { ChunkKit } from '../plugin/chunk-kit'
import type { MediaContent, MediaType } from '../types'
import { createFacade } from './facade'
import { resolveSource } from './media-source'
import type { MediaSlot } from './slot'

/**
 * What this chunk uses of the plugin: its services, and the checks and defaults the plugin's
 * normaliser also uses, passed rather than imported (a module both the first download and this
 * chunk imported would be a file of the first download of its own, docs/performance.md).
 */
export interface MediaLayerEnv {
  youtubePoster(id: string): string
  /** Why a media address cannot be used, or undefined (`refuseMediaUrl`). */
  refuseUrl(url: string): string | undefined
  /** The media types the data may name (`MEDIA_TYPES`). */
  mediaTypes: readonly MediaType[]
  /** A slide background video's defaults: html5, `MEDIA_DEFAULTS` (see `backgroundMedia`). */
  backgroundSchema: BackgroundMediaSchema
  loadPoster(url: string, index: number): Promise<boolean>
  /** A visitor pressed play. */
  play(slot: MediaSlot): void
  add(slot: MediaSlot): void
  remove(slot: MediaSlot): void
  /** core's `isRec` and `shape`, and `VIDEO_STATE` (`chunkKit`), for the same reason. */
  kit: ChunkKit
}

/**
 * The facade of one media: its source and poster checked (problems reported at their data
 * path), then `createFacade`. A media with no usable source, or of a type the data got wrong
 * (docs/behaviour.md §5 "Invalid video type..."), keeps its poster, gets no play control and is
 * marked failed; the slide carries on.
 */
export function mediaFacade(
  parent: HTMLElement,
  at: {
    index: number
    layerId: string
    media: MediaContent
    src: string
    poster: string
    typeOk: boolean
  },
  warn: (path: string, message: string) => void,
  env: MediaLayerEnv,
  background = false,
): ContentHandle & { slot?: MediaSlot } {
  const found = resolveSource(at.media, at.src, at.poster, env)
  for (const [path, message] of found.problems) warn(path, message)
  // A load that ends after the layer is gone (its slider destroyed) says nothing: the queue
  // dropped it, and the report is for problems of the module in use.
  let gone = false
  const say = (path: string, message: string) => {
    if (!gone) warn(path, message)
  }
  const slot = createFacade(parent, {
    index: at.index,
    layerId: at.layerId,
    media: at.media,
    source: found.source ?? '',
    poster: found.poster,
    background,
    warn: say,
    loadPoster: (url) => env.loadPoster(url, at.index),
    onPlay: env.play,
    kit: env.kit,
  })
  if (!found.source || !at.typeOk) {
    slot.box.dataset.state = 'failed'
    slot.button?.remove()
  } else env.add(slot)
  return {
    slot,
    destroy() {
      gone = true
      env.remove(slot)
      slot.box.remove()
    },
  }
}

/** A video or audio layer (docs/behaviour.md §3 "video and audio"). */
export function mediaLayer(request: ContentRequest, env: MediaLayerEnv): ContentHandle | undefined {
  const { layer, element, index, warn, wrapper } = request
  if (!layer.media) return undefined
  const raw = env.kit.isRec(layer.raw.content) ? layer.raw.content.type : undefined
  // The normaliser reported a wrong type and read html5: such a layer is not played.
  const typeOk = raw === undefined || env.mediaTypes.includes(raw as MediaType)
  const handle = mediaFacade(
    element,
    {
      index,
      layerId: layer.id,
      media: layer.media,
      src: layer.content.src,
      poster: layer.content.poster,
      typeOk,
    },
    warn,
    env,
  )
  // layers-text hides a global layer's wrapper outside its slide range.
  if (index < 0 && handle.slot) handle.slot.visible = () => wrapper.style.visibility !== 'hidden'
  return handle
}
