import type { VideoState } from '../plugin/events'
import type { MediaContent } from '../types'

/** One video or audio on a slide: its data, its facade and, once it had to play, its player. */
export interface MediaSlot {
  index: number
  /** The layer id; `'bg'` for a slide background video. */
  layerId: string
  media: MediaContent
  /** The provider's video id, or the html5 / audio address. */
  source: string
  /** Where the player goes: `strata-media`, inside the layer element or the background box. */
  box: HTMLElement
  poster?: HTMLImageElement
  button?: HTMLButtonElement
  /** A slide background video: always muted, covers its box, no controls. */
  background: boolean
  state: VideoState
  /** How many times its slide showed (for autoplay `1sttime` / `no1sttime`). */
  shown: number
  /**
   * A global (static) layer's media (negative `index`): whether its layer shows on the current
   * slide (its slide range). Absent on slides' media.
   */
  visible?(): boolean
  /** Reports at the layer's data path. */
  warn(path: string, message: string): void
}

/** Key of a slot in the plugin's map. */
export function slotKey(index: number, layerId: string): string {
  return `${index}:${layerId}`
}

/**
 * docs/behaviour.md §4 "Autoplay values: true, false, 1sttime, no1sttime": whether the media
 * starts by itself on the `shown`-th showing of its slide (1 = the first).
 */
export function autoplays(media: MediaContent, shown: number): boolean {
  const a = media.autoPlay
  return a === true || (a === '1sttime' && shown === 1) || (a === 'no1sttime' && shown > 1)
}
