import type { ImageCandidates } from './image-types'

/** One request of an image; `stop` abandons it without firing `done`. */
export interface Attempt {
  stop(): void
}

export interface AttemptResult {
  ok: boolean
  /** True when the browser had it already (complete as soon as `src` was set). */
  cached: boolean
  image: HTMLImageElement
}

/**
 * Requests `src` once with or without `crossOrigin="anonymous"`; with `candidates`, the one of
 * them the browser picks (`src` being the fallback), as the `<img>` that shows it will.
 */
export function attemptImage(
  createImage: () => HTMLImageElement,
  src: string,
  crossOrigin: boolean,
  done: (result: AttemptResult) => void,
  candidates?: ImageCandidates,
): Attempt {
  const image = createImage()
  let live = true
  const finish = (ok: boolean, cached: boolean) => {
    if (!live) return
    stop()
    done({ ok, cached, image })
  }
  const onLoad = () => finish(true, false)
  const onError = () => finish(false, false)
  const stop = () => {
    live = false
    image.removeEventListener('load', onLoad)
    image.removeEventListener('error', onError)
  }
  image.addEventListener('load', onLoad)
  image.addEventListener('error', onError)
  // crossOrigin must be set before src, or the first request goes out in the other mode.
  if (crossOrigin) image.crossOrigin = 'anonymous'
  else image.removeAttribute('crossorigin')
  image.decoding = 'async'
  // Before src: set after it, the browser would have asked for src already.
  if (candidates) {
    image.sizes = candidates.sizes
    image.srcset = candidates.srcset
  }
  image.src = src
  if (image.complete && image.naturalWidth > 0) queueMicrotask(() => finish(true, true))
  return {
    stop() {
      if (!live) return
      stop()
      // Clearing src makes the browser drop the request.
      image.removeAttribute('src')
    },
  }
}
