import { refuseUrl } from '@strata/core/loading'

/**
 * Why a media address from the data cannot be used (core's check: http(s) or relative; inline
 * `data:image/` pictures too), or undefined when it can. The full `safeUrl` of
 * `@strata/core/sanitize` shares a module with DOMPurify, which only svg layers load.
 */
export function refuseMediaUrl(url: string): string | undefined {
  return /^data:image\/(png|jpe?g|gif|webp|avif|bmp);/i.test(url.trim())
    ? undefined
    : refuseUrl(url)
}
