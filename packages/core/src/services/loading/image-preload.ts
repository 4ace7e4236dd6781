import { attemptImage } from './image-attempt'
import type { ImageCandidates } from './image-types'
import { normaliseImageUrl } from './image-url'

export interface PreloadOptions {
  /** Makes the image that asks. @default () => new Image() */
  createImage?: () => HTMLImageElement
  /** The page's protocol, for `//host/a.jpg` addresses. @default location.protocol */
  pageProtocol?: string
  /**
   * The request's priority. `auto` (an image's own: low until the browser sees it on screen)
   * lets the scripts the page waits for, and a page's images above a module further down, go
   * first; measured, the first slide's background lands as early with it as with `high`
   * (docs/performance-log.md, "Twenty-first session").
   * @default 'auto'
   */
  priority?: 'high' | 'auto'
  /** The sizes the image's `<img>` will offer: the one the browser picks is asked for. @default none */
  candidates?: ImageCandidates
}

/**
 * Asks for an image now, ahead of the module's image queue: for an image the first paint shows
 * (the first slide's), so it downloads while the plugins' chunks load instead of after the
 * slide is built (docs/performance-log.md, "Twenty-first session"), and is decoded once it arrives,
 * so the first paint does not wait for that either ("Fifty-eighth session"). It goes out as the
 * queue's first try does (no `crossOrigin`, so the same cache entry): the queue's own request
 * for that address later is the browser's same one, not a second download. An address the
 * queue would refuse is not asked for, and not reported here: the queue reports it when the
 * slide asks. Does nothing without `Image` (a server render).
 */
export function preloadImage(raw: unknown, options: PreloadOptions = {}): void {
  const create =
    options.createImage ?? (typeof Image === 'function' ? () => new Image() : undefined)
  const normal = normaliseImageUrl(raw, options.pageProtocol ?? globalThis.location?.protocol)
  if (!create || !normal.ok) return
  // The queue's own first try (no crossOrigin, its candidates), so both are one cache entry;
  // only the priority is this request's, set before the try sets src.
  const image = () => Object.assign(create(), { fetchPriority: options.priority ?? 'auto' })
  // Decoded off the main thread as soon as it arrives: the first paint that shows it (usually
  // later, once the chunks are in) finds it decoded.
  attemptImage(
    image,
    normal.url,
    false,
    (result) => {
      if (result.ok) void result.image.decode?.().catch(() => {})
    },
    options.candidates,
  )
}
