import { firstLine } from './facebook'
import { first } from './read'
import type { SourceMapping } from './types'

/**
 * An instagram media item as the Graph API lists it (`caption`, `media_type`, `media_url`,
 * `thumbnail_url`, `permalink`, `timestamp`, `username`, `like_count`, `comments_count`). A
 * video shows its thumbnail; the title is the caption's first line.
 */
export const instagram: SourceMapping = (item) => {
  const caption = first(item, 'caption')
  const video = first(item, 'media_type') === 'VIDEO'
  return {
    title: firstLine(caption),
    content: caption,
    image: video ? first(item, 'thumbnail_url', 'media_url') : first(item, 'media_url'),
    link: first(item, 'permalink'),
    author_name: first(item, 'username'),
    date: first(item, 'timestamp'),
    likes: first(item, 'like_count'),
    comments: first(item, 'comments_count'),
  }
}
