import type { RawRecord, RawValue } from '@strata/core'
import { cleanId, isRec, parseBoolean, stripMarkup } from '@strata/core/kit'
import { FEED_NOT_LOADED } from '../defaults'
import { readFeed, recordOf } from '../normalise'
import { isFetched } from '../sources/fetched'
import type { FeedSettings } from '../types'
import type { FetchOptions } from './fetch-items'
import { keepOutcome } from './outcome'
import type { StreamKit } from './stream-kit'

export { FEED_NOT_LOADED }

/** Options of {@link expandStream}. */
export type StreamOptions = FetchOptions

/**
 * Whether the module data has a feed to build slides from: a fetched source type, or a gallery
 * that lists images (`source.gallery.images`). Read without the feed code, which loads only then;
 * `feed` is the module's feed settings (`readFeed`).
 */
export function hasFeed(module: RawRecord, feed: Pick<FeedSettings, 'type'>): boolean {
  const images = recordOf(recordOf(recordOf(module.settings).source).gallery).images
  return isFetched(feed.type) || (Array.isArray(images) && images.length > 0)
}

/**
 * The feed chunk, and what it uses of core (`StreamKit`): the helpers the first download holds,
 * and the REST client and the sanitiser, loaded beside the chunk rather than imported by it. A
 * module both the first download and the chunk import is, in a site's bundle, a file of the
 * first download of its own (docs/performance.md, issue #25).
 */
async function loadFeedChunk() {
  const [chunk, rest, sanitizer] = await Promise.all([
    import('./build-stream'),
    import('@strata/core/rest'),
    import('@strata/core/sanitize'),
  ])
  const { createRestClient, splitJsonObjects, succeeded } = rest
  // The URL check from the sanitiser's entry, not core's kit: a feed-only module's first
  // download then holds no URL check of its own (the sanitiser needs it anyway).
  const { sanitizeHtml, safeUrl } = sanitizer
  const kit: StreamKit = {
    cleanId,
    parseBoolean,
    stripMarkup,
    safeUrl,
    sanitizeHtml,
    createRestClient,
    splitJsonObjects,
    succeeded,
  }
  return { buildStream: chunk.buildStream, kit }
}

/**
 * Builds a fed module's slides (docs/behaviour.md §3 source.type): for a stream type (flickr,
 * facebook, instagram, twitter, vimeo, youtube, woo, post) or wp-gallery, fetches the items
 * (`@strata/core/rest`); for a gallery that lists images (`source.gallery.images`), takes those;
 * and makes one slide per item from the template slide(s), in turn, their placeholders filled
 * with the item's values made safe. Social streams take `count` items, posts and products
 * `maxItems`. Global slides stay. An empty or failed feed leaves no slides, so the error slide
 * shows; a failed call logs 'Feed could not be Loaded' (docs/behaviour.md §8). Other data comes
 * back as it is. Never rejects: feed code that cannot load is a failed feed too.
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
  const chunk = await loadFeedChunk().catch(String)
  // The feed code could not be had (offline, a file a deploy replaced): a failed feed, as a failed
  // call is, so the error slide shows rather than the templates with their placeholders.
  if (typeof chunk === 'string')
    return keepOutcome(
      { ...(module as RawRecord), slides: {} },
      { status: 'failed', report: [{ path: 'stream', message: `${FEED_NOT_LOADED} (${chunk})` }] },
    )
  const host = { feed, isFetched, keepOutcome, notLoaded: FEED_NOT_LOADED, kit: chunk.kit }
  // A slider's REST settings carry its signal: given there only, it ends the feed all the same.
  const signal = options.signal ?? options.rest?.signal
  return chunk.buildStream(module, { ...options, signal }, host)
}
