import type { LayerModel } from '@strata/core'
import { decodeOutOfView, type ImageQueue, type ImageRecord } from '@strata/core/loading'
import type { ContentHandle, ContentRequest } from '@strata/layers-text'
import { refuseMediaUrl as refuseUrl } from '../media-url'
import { altOf, pixels } from './alt'
import { imageCss } from './image-css'
import { srcsetOf } from './srcset'

/** Image layer states (docs/behaviour.md §4): pending, done, error. */
export type ImageLayerState = 'pending' | 'done' | 'error'

export interface ImageLayerEnv {
  images: ImageQueue
  /** Queue priority: the current slide's images first. */
  priority(index: number): number
  /** Lays the layers out again (an image that failed keeps its box, the others move). */
  relayout(): void
}

/** The `<img>` with its box reserved: `width`/`height` from the data, `alt` never missing. */
function createImg(doc: Document, layer: LayerModel): HTMLImageElement {
  const img = doc.createElement('img')
  img.alt = altOf(layer)
  img.decoding = 'async'
  img.draggable = false
  const w = pixels(layer.size.width[0])
  const h = pixels(layer.size.height[0])
  const ratio = layer.image?.ratio ?? 0
  if (w) img.width = w
  if (h) img.height = h
  else if (w && ratio > 0) img.height = Math.round(w / ratio)
  return img
}

/**
 * An image layer (docs/behaviour.md §3 "image"): an `<img>` inside the layer element, loaded
 * through the module's image queue when its slide is built (about to show), the current slide's
 * first; on a slide out of view it is decoded once loaded. A failed image (after the queue's
 * crossOrigin retry and its console message) keeps its box, is marked `data-state="error"` and
 * reported at `content.src`.
 */
export function imageLayer(request: ContentRequest, env: ImageLayerEnv): ContentHandle {
  const { layer, element, index, warn } = request
  const doc = element.ownerDocument
  const image = layer.image
  const src = image?.src ?? layer.content.src
  const img = createImg(doc, layer)
  const set = (state: ImageLayerState) => {
    element.dataset.state = state
  }
  set('pending')
  element.append(img)
  let live = true
  const refused = src ? refuseUrl(src) : 'is missing'
  if (refused) {
    set('error')
    warn('content.src', `image url ${refused}`)
    return { destroy: () => img.remove() }
  }
  if (image) {
    img.style.cssText = imageCss(image, src).img
    if (image.ratio > 0) element.style.aspectRatio = `${image.ratio}`
  }
  const sizes = srcsetOf(layer)
  // An inline image (`data:image/`, docs/data-format/layers-media.md) is no download: the queue,
  // which refuses that scheme, is not asked (it reported it, and the layer failed).
  ;(src.startsWith('data:')
    ? Promise.resolve({ src } as ImageRecord)
    : env.images.load({
        url: src,
        priority: env.priority(index),
        path: `${layer.id}.content.src`,
        // The queue asks for the size this <img> will pick, not src and then that one.
        ...(sizes ? { candidates: sizes } : {}),
      })
  ).then((record) => {
    if (!live) return
    if (record.state === 'error') {
      if (record.cancelled) return
      set('error')
      img.style.visibility = 'hidden'
      warn('content.src', `image could not be loaded: ${src}`)
      env.relayout()
      return
    }
    if (record.crossOrigin) img.crossOrigin = 'anonymous'
    if (sizes) {
      img.sizes = sizes.sizes
      img.srcset = sizes.srcset
    }
    img.src = record.src
    decodeOutOfView(img, element)
    // A background image (tiled or scaled) only once the queue has it, never before.
    const box = image && imageCss(image, record.src).box
    if (box) element.style.cssText += `;${box}`
    set('done')
  })
  return {
    destroy() {
      live = false
      img.remove()
    },
  }
}
