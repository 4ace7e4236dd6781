import type { MediaType } from '../types'

/**
 * The provider's id of a video from the data's `content.src`: a YouTube id (11 characters) or
 * watch / share / embed URL, a Vimeo number or URL; for html5 and audio the address itself.
 * Undefined when nothing usable is there.
 */
export function mediaId(type: MediaType, src: string): string | undefined {
  const s = src.trim()
  if (!s) return undefined
  if (type === 'youtube') {
    if (/^[\w-]{11}$/.test(s)) return s
    return /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([\w-]{11})/.exec(s)?.[1]
  }
  if (type === 'vimeo') return /^\d+$/.test(s) ? s : /vimeo\.com\/(?:video\/)?(\d+)/.exec(s)?.[1]
  return s
}
