import type { RawValue } from '@strata/core'

/**
 * One feed item in whole words, whatever its source: placeholder name (without braces) to its
 * text. Every value is untrusted: `content` is HTML, `image` and `link` (and `*_url`) are URLs,
 * the rest is plain text (docs/data-format/streams.md "Placeholders").
 */
export type FeedItem = Record<string, string>

/** Reads one raw item of a source's feed into a {@link FeedItem}. */
export type SourceMapping = (item: RawValue) => FeedItem
