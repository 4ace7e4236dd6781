import { refuseUrl } from '@strata/core/loading'

/**
 * Why a media address from the data cannot be used (core's check: http(s) or relative; inline
 * `data:image/` pictures too, svg ones included: an `<img>` runs no script of an svg, and
 * docs/security.md lists them as `safeUrl`'s), or undefined when it can. The full `safeUrl` of
 * `@strata/core/sanitize` shares a module with DOMPurify, which only svg layers load.
 */
export function refuseMediaUrl(url: string): string | undefined {
  return /^data:image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml)[;,]/i.test(url.trim())
    ? undefined
    : refuseUrl(url)
}
