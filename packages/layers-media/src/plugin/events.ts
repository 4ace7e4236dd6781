import type { RawRecord } from '@strata/core'
import type { MediaType } from '../types'

/**
 * Video states (docs/behaviour.md §4): unstarted -1, ended 0, playing 1, paused 2, buffering 3,
 * cued 4.
 */
export const VIDEO_STATE = {
  unstarted: -1,
  ended: 0,
  playing: 1,
  paused: 2,
  buffering: 3,
  cued: 4,
} as const

export type VideoState = (typeof VIDEO_STATE)[keyof typeof VIDEO_STATE]

/** What every `layers-media:*` event carries. */
export interface MediaEvent {
  /** The slide index of the layer (its background video: `layerId` is `'bg'`). */
  index: number
  /** The layer's id. */
  layerId: string
  type: MediaType
  state: VideoState
  /** Playback position, seconds. */
  time: number
}

/** `slider.plugin('layers-media')`. */
export interface LayersMediaApi {
  /** The state of a video or audio layer; undefined when it is not built. */
  state(index: number, layerId: string): VideoState | undefined
  /** Plays a video or audio layer (loads its player first). */
  play(index: number, layerId: string): Promise<void>
  /** Pauses a video or audio layer. */
  pause(index: number, layerId: string): void
}

declare module '@strata/core' {
  interface PluginApis {
    'layers-media': LayersMediaApi
  }
  interface SliderEvents {
    /** A player is ready (its API loaded and the media known). */
    'layers-media:ready': MediaEvent
    /** A video or audio started or resumed playing. */
    'layers-media:playing': MediaEvent
    /** A video or audio paused. */
    'layers-media:paused': MediaEvent
    /** A video or audio reached its end (or `end`). */
    'layers-media:finished': MediaEvent
    /** The playback position moved (at most every 50 ms, docs/behaviour.md §9 "Video poll"). */
    'layers-media:timeupdate': MediaEvent
    /** Sent by @strata/bg-transitions: a slide background holds a video for this package. */
    'bg-transitions:video': { index: number; element: HTMLElement; video: RawRecord }
  }
}
