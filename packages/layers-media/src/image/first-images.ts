import type { RawValue } from '@strata/core'
import { isRec, quiet, records } from '@strata/core/kit'
import { firstSlideInData, IMAGE_SLOTS, type ImageCandidates } from '@strata/core/loading'
import { candidatesOf } from './srcset'

/** An image to ask for early: its address, and its sizes when it has several. */
export interface FirstImage {
  src: string
  candidates?: ImageCandidates
}

/**
 * The image layers (`content.src`, with their `srcset`) of the slide a module shows first
 * (core's rule, `firstSlideInData`), in the data's order and no more than the image queue's
 * slots: the images the queue starts first once that slide is built, asked for in the plugin's
 * `prepare` instead.
 */
export function firstSlideImages(data: RawValue): FirstImage[] {
  const slide = firstSlideInData(data)
  return records(slide?.layers, quiet, '')
    .flatMap((layer) => {
      const content = layer.content
      if (layer.type !== 'image' || !isRec(content) || typeof content.src !== 'string') return []
      const candidates = candidatesOf(content)
      return [candidates ? { src: content.src, candidates } : { src: content.src }]
    })
    .slice(0, IMAGE_SLOTS)
}
