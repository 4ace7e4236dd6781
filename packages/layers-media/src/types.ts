/** An image layer's content (docs/behaviour.md §3 "Content objects: image"). */
export interface ImageContent {
  /** Image URL; '' when it does not end in an image extension (docs/behaviour.md §5). @default '' */
  src: string
  /** Width / height; 0 until known. @default 0 */
  ratio: number
  /** CSS position inside the layer box. Export key `pos`. @default 'center center' */
  position: string
  /** @default 'no-repeat' */
  repeat: 'no-repeat' | 'repeat' | 'repeat-x' | 'repeat-y'
  /** The export's `custom` is read as `percentage`. @default 'cover' */
  size: 'cover' | 'contain' | 'auto' | 'percentage'
  /** Size for `size: 'percentage'`. Export key `sizeVal`. @default '100%' */
  sizeValue: string
}

/** docs/behaviour.md §5: "Video type must be youtube, vimeo, html5 or audio". */
export type MediaType = 'html5' | 'youtube' | 'vimeo' | 'audio'

/** docs/behaviour.md §4: "Autoplay values: true, false, 1sttime, no1sttime". */
export type AutoPlay = boolean | '1sttime' | 'no1sttime'

/** A video or audio layer's content (docs/behaviour.md §3 "Content objects: video and audio"). */
export interface MediaContent {
  /** @default 'html5' ('audio' on audio layers) */
  type: MediaType
  /** @default false */
  controls: boolean
  /** @default true */
  autoPlay: AutoPlay
  /** Pause the slide timer while playing. @default false */
  pauseTimer: boolean
  /** Go to the next slide at the end. @default false */
  nextSlide: boolean
  /** Stop other media when this one plays. @default false */
  stopAllMedia: boolean
  /** @default false */
  loop: boolean
  /** Play from the start each time the slide shows. @default false */
  rewind: boolean
  /** 0 to 1 (values above 1 are read as percent). @default 1 */
  volume: number
  /** Start, seconds (data: seconds or mm:ss). @default 0 */
  start: number
  /** End, seconds; 0 plays to the end. @default 0 */
  end: number
  /** @default false */
  mute: boolean
  /** Aspect ratio `w:h`. @default '16:9' */
  ratio: string
}

declare module '@strata/core' {
  interface LayerModel {
    /** An image layer's content; present only on image layers once `@strata/layers-media`'s part ran. */
    image?: ImageContent
    /** A video or audio layer's content; present only on those layers once `@strata/layers-media`'s part ran. */
    media?: MediaContent
  }
}
