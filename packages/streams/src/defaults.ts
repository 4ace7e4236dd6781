import type { Schema } from '@strata/core/kit'
import type { SourceType } from './types'

/** docs/behaviour.md §3: "Stream types are flickr, facebook, instagram, twitter, vimeo, youtube, woo, post". */
export const STREAM_TYPES = [
  'flickr',
  'facebook',
  'instagram',
  'twitter',
  'vimeo',
  'youtube',
  'woo',
  'post',
] as const

/** docs/behaviour.md §3: "source.type: gallery, wp-gallery, fixed, or a stream type" (gallery first: the default). */
export const SOURCE_TYPES: readonly SourceType[] = [
  'gallery',
  'wp-gallery',
  'fixed',
  ...STREAM_TYPES,
]

/**
 * docs/behaviour.md §3 "Feed settings: count 8, transient 1200, post and product max 30, excerptLimit 55".
 * A key `'name|exportKey'` reads the whole-word name, or the export's key.
 */
export const FEED_DEFAULTS = {
  /** Items fetched from a social feed. @default 8 */
  count: 8,
  /** Cache lifetime of the fetched feed, s. @default 1200 */
  transient: 1200,
  /** Most posts or products. Export keys `maxPosts` (post), `maxProducts` (woo). @default 30 */
  'maxItems|maxPosts|maxProducts': 30,
  /** Excerpt length, words. @default 55 */
  excerptLimit: 55,
} as const satisfies Schema

/** docs/behaviour.md §8: what the console says when the stream data call fails. */
export const FEED_NOT_LOADED = 'Feed could not be Loaded'
