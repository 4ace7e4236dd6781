import type { RawValue, SlideModel } from '@strata/core'
import { isRec } from './raw-record'

function src(v: RawValue): string {
  return typeof v === 'string' ? v : isRec(v) && typeof v.src === 'string' ? v.src : ''
}

/**
 * The slide's background image (its `slidebg` layer's `bg.image`, or the slide's own `bg.image`):
 * what a thumbnail falls back to (docs/behaviour.md §8 "Nav thumbnail error falls back to the slide image").
 */
export function slideImage(slide: SlideModel): string {
  const layers = slide.rawLayers
  const list: RawValue[] = Array.isArray(layers)
    ? layers
    : isRec(layers)
      ? Object.values(layers)
      : []
  for (const layer of list) {
    if (!isRec(layer) || layer.subtype !== 'slidebg') continue
    const image =
      (isRec(layer.bg) && src(layer.bg.image)) || (isRec(layer.content) && src(layer.content.src))
    if (image) return image
  }
  const bg = slide.raw.bg
  return isRec(bg) ? src(bg.image) : ''
}

/** The image a slide's thumbnail shows first: its thumb, else its background image. */
export function thumbSource(slide: SlideModel): string {
  return slide.thumb || slideImage(slide)
}
