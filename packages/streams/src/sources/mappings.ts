import { facebook } from './facebook'
import type { ItemType } from './fetched'
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
