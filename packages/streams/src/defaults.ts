import { num, type Reader, type Schema } from '@strata/core/kit'
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
/** A count: one below 0 is reported and 0 used (a cut at -3 would keep all but the last 3). */
function count(fallback: number): Reader<number> {
  return (v, report, p) => num(v, fallback, report, p, { min: 0 })
}

export const FEED_DEFAULTS = {
  /** Items fetched from a social feed. @default 8 */
  count: count(8),
  /** Cache lifetime of the fetched feed, s. @default 1200 */
  transient: 1200,
  /** Most posts or products. Export keys `maxPosts` (post), `maxProducts` (woo). @default 30 */
  'maxItems|maxPosts|maxProducts': count(30),
  /** Excerpt length, words. @default 55 */
  excerptLimit: count(55),
} as const satisfies Schema

/** docs/behaviour.md §8: what the console says when the stream data call fails. */
export const FEED_NOT_LOADED = 'Feed could not be Loaded'
