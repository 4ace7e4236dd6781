import { first, pick } from './read'
import type { SourceMapping } from './types'

/** The widest picture of a vimeo video's `pictures.sizes` (they are listed smallest first). */
function widest(sizes: unknown): string {
  if (!Array.isArray(sizes)) return ''
  let best = ''
  let width = -1
  for (const size of sizes) {
    const w = Number(pick(size, 'width'))
    const link = first(size, 'link')
    if (link && w > width) [best, width] = [link, w]
  }
  return best
}

/**
 * A vimeo video as the API lists it (`name`, `description`, `link`, `created_time`, `duration`
 * (s), `pictures.sizes`, `user.name`, `stats.plays`, `metadata.connections.likes.total`,
 * `metadata.connections.comments.total`).
 */
export const vimeo: SourceMapping = (item) => ({
  title: first(item, 'name'),
  content: first(item, 'description'),
  image: widest(pick(item, 'pictures.sizes')) || first(item, 'pictures.base_link'),
  link: first(item, 'link'),
  author_name: first(item, 'user.name'),
  date: first(item, 'created_time', 'release_time'),
  views: first(item, 'stats.plays'),
  likes: first(item, 'metadata.connections.likes.total'),
  comments: first(item, 'metadata.connections.comments.total'),
  duration: first(item, 'duration'),
})
