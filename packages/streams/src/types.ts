/** Stream (feed) source types (docs/behaviour.md §3 "Stream types"). */
export type StreamType =
  | 'flickr'
  | 'facebook'
  | 'instagram'
  | 'twitter'
  | 'vimeo'
  | 'youtube'
  | 'woo'
  | 'post'

/** Where slides come from: the module's own slides, or a feed. */
export type SourceType = 'gallery' | 'wp-gallery' | 'fixed' | StreamType

/** Feed settings of the module's source (docs/behaviour.md §3 "source.type", "Feed settings"). */
export interface FeedSettings {
  /** Where slides come from (export key `source.type`; unknown types read as 'gallery'). @default 'gallery' */
  type: SourceType
  /** Items fetched from a social feed. @default 8 */
  count: number
  /** Cache lifetime of the fetched feed, s. @default 1200 */
  transient: number
  /** Most posts or products (export keys `maxPosts`, `maxProducts`). @default 30 */
  maxItems: number
  /** Excerpt length, words. @default 55 */
  excerptLimit: number
  /**
   * What became of the feed: `loaded` (slides built from its items), `empty` (no items),
   * `failed` (the call failed), `none` (not fetched: not a fed type, or the data did not go
   * through `expandStream`). Not read from the data. @default 'none'
   */
  status: FeedStatus
}

/** What became of a module's feed (see {@link FeedSettings.status}). */
export type FeedStatus = 'loaded' | 'empty' | 'failed' | 'none'

/** What a slide built from a feed item or another module's slide records (docs/behaviour.md §3 "Stream item"). */
export interface StreamItem {
  sourceSlideId: string
  sourceModuleId: string
  sourceModuleEngine: string
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** The source's feed settings (export key `source`); present only when `@strata/streams`'s part ran. */
    feed?: FeedSettings
  }
}
