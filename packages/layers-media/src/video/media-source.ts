import type { MediaContent } from '../types'
import type { MediaLayerEnv } from './media-layer'
import { mediaId } from './source'

export interface SourceResult {
  source?: string
  poster: string
  /** Problems, each `[data path, message]`. */
  problems: [string, string][]
}

/**
 * What a media needs before its facade is drawn: the provider id or address (refused
 * addresses and missing sources are problems), and the poster: the data's, else the provider's
 * thumbnail (YouTube), else none.
 */
export function resolveSource(
  media: MediaContent,
  src: string,
  poster: string,
  { youtubePoster, refuseUrl }: Pick<MediaLayerEnv, 'youtubePoster' | 'refuseUrl'>,
): SourceResult {
  const problems: [string, string][] = []
  const id = mediaId(media.type, src)
  let source: string | undefined
  if (!id)
    problems.push(['content.src', `${media.type} source is missing or not a ${media.type} address`])
  else if ((media.type === 'html5' || media.type === 'audio') && refuseUrl(id))
    problems.push(['content.src', `${media.type} url ${refuseUrl(id)}`])
  else source = id
  let shown = ''
  if (poster) {
    const why = refuseUrl(poster)
    if (why) problems.push(['content.poster', `poster url ${why}`])
    else shown = poster
  } else if (source && media.type === 'youtube') shown = youtubePoster(source)
  return { source, poster: shown, problems }
}
