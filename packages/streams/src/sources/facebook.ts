import { first } from './read'
import type { SourceMapping } from './types'

/** The first line of a message: a post has no title of its own. */
export function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0]?.trim() ?? ''
}

/**
 * A facebook page post as the Graph API lists it (`message`, `story`, `created_time`,
 * `full_picture`, `permalink_url`, `from.name`, `likes.summary.total_count`,
 * `comments.summary.total_count`, `shares.count`). Its title is the story, else the message's
 * first line.
 */
export const facebook: SourceMapping = (item) => {
  const message = first(item, 'message')
  return {
    title: first(item, 'story') || firstLine(message),
    content: message,
    image: first(item, 'full_picture', 'picture'),
    link: first(item, 'permalink_url', 'link'),
    author_name: first(item, 'from.name'),
    date: first(item, 'created_time'),
    likes: first(item, 'likes.summary.total_count', 'reactions.summary.total_count'),
    comments: first(item, 'comments.summary.total_count'),
    shares: first(item, 'shares.count'),
  }
}
