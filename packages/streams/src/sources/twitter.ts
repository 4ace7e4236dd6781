import { first } from './read'
import type { SourceMapping } from './types'

/**
 * A tweet as the timeline API lists it (`full_text` or `text`, `created_at`, `id_str`,
 * `user.name`, `user.screen_name`, `entities.media.0.media_url_https`, `favorite_count`,
 * `retweet_count`). Title and content are the tweet's text; the link is the tweet's page.
 */
export const twitter: SourceMapping = (item) => {
  const text = first(item, 'full_text', 'text')
  const user = first(item, 'user.screen_name')
  const id = first(item, 'id_str', 'id')
  return {
    title: text,
    content: text,
    image: first(
      item,
      'extended_entities.media.0.media_url_https',
      'entities.media.0.media_url_https',
      'user.profile_image_url_https',
    ),
    link: user && id ? `https://twitter.com/${user}/status/${id}` : '',
    author_name: first(item, 'user.name'),
    author_username: user,
    date: first(item, 'created_at'),
    likes: first(item, 'favorite_count'),
    retweets: first(item, 'retweet_count'),
  }
}
