import type { RawValue } from '@strata/core'
import { isRec, records } from '@strata/core/kit'
import { firstSlideInData, IMAGE_SLOTS } from '@strata/core/loading'

const quiet = () => {}

/**
 * The image layers' addresses (`content.src`) of the slide a module shows first (core's rule,
 * `firstSlideInData`), in the data's order and no more than the image queue's slots: the images
 * the queue starts first once that slide is built, asked for in the plugin's `prepare` instead.
 */
export function firstSlideImages(data: RawValue): string[] {
  const slide = firstSlideInData(data)
  return records(slide?.layers, quiet, '')
    .flatMap((layer) =>
      layer.type === 'image' && isRec(layer.content) && typeof layer.content.src === 'string'
        ? [layer.content.src]
        : [],
    )
    .slice(0, IMAGE_SLOTS)
}
