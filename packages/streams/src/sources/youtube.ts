import { first } from './read'
import type { SourceMapping } from './types'

/**
 * A youtube video as the Data API lists it (`id` or `id.videoId` / `snippet.resourceId.videoId`,
 * `snippet.title`, `snippet.description`, `snippet.publishedAt`, `snippet.channelTitle`,
 * `snippet.thumbnails.maxres|standard|high|medium|default.url`, `statistics.viewCount`,
 * `likeCount`, `commentCount`). The link is the video's watch page.
 */
export const youtube: SourceMapping = (item) => {
  const id = first(item, 'id.videoId', 'snippet.resourceId.videoId', 'id')
  const thumb = (size: string) => `snippet.thumbnails.${size}.url`
  return {
    title: first(item, 'snippet.title'),
    content: first(item, 'snippet.description'),
    image: first(item, ...['maxres', 'standard', 'high', 'medium', 'default'].map(thumb)),
    link: id ? `https://www.youtube.com/watch?v=${encodeURIComponent(id)}` : '',
    author_name: first(item, 'snippet.channelTitle'),
    date: first(item, 'snippet.publishedAt'),
    views: first(item, 'statistics.viewCount'),
    likes: first(item, 'statistics.likeCount'),
    comments: first(item, 'statistics.commentCount'),
    video_id: id,
  }
}
