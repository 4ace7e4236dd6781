import type { RawRecord, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { FEED_NOT_LOADED } from '../defaults'
import { readFeed } from '../normalise'
import { isFetched } from '../sources/fetched'
import type { FeedSettings } from '../types'
import type { FetchOptions } from './fetch-items'
import { keepOutcome } from './outcome'

export { FEED_NOT_LOADED }

/** Options of {@link expandStream}. */
export type StreamOptions = FetchOptions

/**
 * Whether the module data has a feed to build slides from: a fetched source type, or a gallery
 * that lists images (`source.gallery.images`). Read without the feed code, which loads only then;
 * `feed` is the module's feed settings (`readFeed`).
 */
export const hasFeed = (module: RawRecord, feed: Pick<FeedSettings, 'type'>): boolean => {
  if (isFetched(feed.type)) return true
  const source = isRec(module.settings) ? module.settings.source : undefined
  const gallery = isRec(source) ? source.gallery : undefined
  const images = isRec(gallery) ? gallery.images : undefined
  return Array.isArray(images) && images.length > 0
}

/**
 * Builds a fed module's slides (docs/behaviour.md §3 source.type): for a stream type (flickr,
 * facebook, instagram, twitter, vimeo, youtube, woo, post) or wp-gallery, fetches the items
 * (`@strata/core/rest`); for a gallery that lists images (`source.gallery.images`), takes those;
 * and makes one slide per item from the template slide(s), in turn, their placeholders filled
 * with the item's values made safe. Social streams take `count` items, posts and products
 * `maxItems`. Global slides stay. An empty or failed feed leaves no slides, so the error slide
 * shows; a failed call logs 'Feed could not be Loaded' (docs/behaviour.md §8). Other data comes
 * back as it is. Never rejects.
 * The feed code (sources, fetching, placeholders and the sanitiser) is an on-demand chunk,
 * loaded only for data that has a feed. The `streams()` plugin runs this as the slider loads;
 * a host may run it first and pass the result to `createSlider` with `streams()`, which reads
 * the outcome.
 */
export async function expandStream<T extends RawValue>(
  module: T,
  options: StreamOptions = {},
): Promise<T | RawRecord> {
  if (!isRec(module)) return module
  // The normaliser part reports bad feed settings when the slider reads the data.
  const feed = readFeed(module, () => {})
  if (!hasFeed(module, feed)) return module
  const { buildStream } = await import('./build-stream')
  return buildStream(module, options, { feed, isFetched, keepOutcome, notLoaded: FEED_NOT_LOADED })
}
