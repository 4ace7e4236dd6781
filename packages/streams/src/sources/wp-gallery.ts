import { first } from './read'
import type { SourceMapping } from './types'

/**
 * A WordPress media item as the REST API lists it (`source_url`, `title.rendered`,
 * `caption.rendered`, `alt_text`, `date`, `link`): one slide per image.
 */
export const wpGallery: SourceMapping = (item) => ({
  title: first(item, 'title.rendered', 'title'),
  content: first(item, 'caption.rendered', 'caption'),
  image: first(item, 'source_url', 'url'),
  link: first(item, 'link'),
  author_name: '',
  date: first(item, 'date'),
  alt: first(item, 'alt_text', 'alt'),
})
