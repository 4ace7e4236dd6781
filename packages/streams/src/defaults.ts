import type { Schema } from '@strata/core'
import type { SourceType } from './types'

/** SPEC.md §3: "Stream types are flickr, facebook, instagram, twitter, vimeo, youtube, woo, post". */
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

/** SPEC.md §3: "source.type: gallery, wp-gallery, fixed, or a stream type" (gallery first: the default). */
export const SOURCE_TYPES: readonly SourceType[] = [
  'gallery',
  'wp-gallery',
  'fixed',
  ...STREAM_TYPES,
]

/** SPEC.md §3 "Feed settings: count 8, transient 1200, post and product max 30, excerptLimit 55". */
export const FEED_DEFAULTS = {
  /** @default 8 */
  count: 8,
  /** @default 1200 */
  transient: 1200,
  /** @default 30 */
  'max|maxPosts|maxProducts': 30,
  /** @default 55 */
  excerptLimit: 55,
} as const satisfies Schema
