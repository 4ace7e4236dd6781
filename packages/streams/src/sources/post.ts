import { first, joined } from './read'
import type { SourceMapping } from './types'

/**
 * A WordPress post as the REST API lists it with `_embed` (`title.rendered`,
 * `content.rendered`, `excerpt.rendered`, `link`, `date`, `_embedded.author.0.name`,
 * `_embedded.wp:featuredmedia.0.source_url`, `_embedded.wp:term.0[].name`); plain strings for
 * title, content and excerpt are read too.
 */
export const post: SourceMapping = (item) => ({
  title: first(item, 'title.rendered', 'title'),
  content: first(item, 'content.rendered', 'content'),
  excerpt: first(item, 'excerpt.rendered', 'excerpt'),
  image: first(item, '_embedded.wp:featuredmedia.0.source_url', 'featured_image', 'image'),
  link: first(item, 'link'),
  author_name: first(item, '_embedded.author.0.name', 'author_name'),
  date: first(item, 'date'),
  categories: joined(item, '_embedded.wp:term.0', 'name'),
  id: first(item, 'id'),
})
