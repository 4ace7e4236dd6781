import type { StreamType } from '../types'
import { facebook } from './facebook'
import { flickr } from './flickr'
import { gallery } from './gallery'
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

/** The source types whose slides are built from items: the fetched ones, and a listed gallery. */
export type ItemType = FetchedType | 'gallery'

/** Each item source type's reader (docs/data-format/streams.md "Placeholders"). */
export const SOURCE_MAPPINGS: Readonly<Record<ItemType, SourceMapping>> = {
  flickr,
  facebook,
  instagram,
  twitter,
  vimeo,
  youtube,
  woo,
  post,
  'wp-gallery': wpGallery,
  gallery,
}

/** Whether the items of `type` come from the stream data call (a gallery's are in the data). */
export const isFetched = (type: string): type is FetchedType =>
  type !== 'gallery' && Object.hasOwn(SOURCE_MAPPINGS, type)
