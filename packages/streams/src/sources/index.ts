import type { StreamType } from '../types'
import { facebook } from './facebook'
import { flickr } from './flickr'
import { instagram } from './instagram'
import { post } from './post'
import { twitter } from './twitter'
import type { SourceMapping } from './types'
import { vimeo } from './vimeo'
import { woo } from './woo'
import { wpGallery } from './wp-gallery'
import { youtube } from './youtube'

/** The source types whose slides come from fetched items: the streams and wp-gallery. */
export type FetchedType = StreamType | 'wp-gallery'

/** Each fetched source type's item reader (docs/data-format/streams.md "Placeholders"). */
export const SOURCE_MAPPINGS: Readonly<Record<FetchedType, SourceMapping>> = {
  flickr,
  facebook,
  instagram,
  twitter,
  vimeo,
  youtube,
  woo,
  post,
  'wp-gallery': wpGallery,
}

export const isFetched = (type: string): type is FetchedType => Object.hasOwn(SOURCE_MAPPINGS, type)
