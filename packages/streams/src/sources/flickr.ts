import { first } from './read'
import type { SourceMapping } from './types'

/**
 * A flickr photo as the photo search API lists it with its extras (`title`,
 * `description._content`, `ownername`, `datetaken`, `views`, `url_l` / `url_c` / `url_m` /
 * `url_o`, `owner`, `id`, `tags`). The link is the photo's page.
 */
export const flickr: SourceMapping = (item) => {
  const owner = first(item, 'owner')
  const id = first(item, 'id')
  return {
    title: first(item, 'title', 'title._content'),
    content: first(item, 'description._content', 'description'),
    image: first(item, 'url_l', 'url_c', 'url_m', 'url_o', 'url_s'),
    link: owner && id ? `https://www.flickr.com/photos/${owner}/${id}` : '',
    author_name: first(item, 'ownername', 'owner'),
    date: first(item, 'datetaken', 'dateupload'),
    views: first(item, 'views'),
    tags: first(item, 'tags'),
  }
}
