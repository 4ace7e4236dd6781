import { refuseUrl } from './safe-url'

/** Image url must end in jpg, jpeg, png, gif, bmp, svg or webp (docs/behaviour.md §5). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'] as const

const EXTENSION = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i')

/** The address without its query and fragment: the part whose ending names the file type. */
function pathOf(url: string): string {
  return url.replace(/[?#].*$/, '')
}

/** True when the url's path ends in one of the image extensions (query and hash ignored). */
export function isImageUrl(url: string): boolean {
  return EXTENSION.test(pathOf(url.trim()))
}

export type ImageUrlResult = { ok: true; url: string } | { ok: false; message: string }

/**
 * Normalises an image address: trims it, gives protocol-relative (`//host/a.png`) addresses the
 * page's protocol, turns backslashes into slashes, encodes spaces and collapses duplicate
 * slashes in the path. It refuses hostile schemes and any path that does not end in an image
 * extension, saying why.
 */
export function normaliseImageUrl(raw: unknown, pageProtocol = 'https:'): ImageUrlResult {
  const refused = refuseUrl(raw)
  if (refused) return { ok: false, message: refused }
  let url = (raw as string).trim().replace(/\\/g, '/')
  if (url.startsWith('//')) url = `${pageProtocol === 'http:' ? 'http:' : 'https:'}${url}`
  url = url.replace(/ /g, '%20')
  const split = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)(.*)$/i.exec(url)
  if (split) url = `${split[1] ?? ''}${(split[2] ?? '').replace(/\/{2,}/g, '/')}${split[3] ?? ''}`
  if (!isImageUrl(url)) {
    return {
      ok: false,
      message: `must end in ${IMAGE_EXTENSIONS.join(', ')}`,
    }
  }
  return { ok: true, url }
}
