import type { LayerModel, LayerType } from '@strata/core'

/** Media layers are @strata/layers-media's to draw. */
const MEDIA: readonly LayerType[] = ['image', 'video', 'audio', 'svg']

/**
 * The layers this package draws: every non-media type. A slide's `slidebg` layer is its
 * background, drawn by @strata/bg-transitions, so it is left out too.
 */
export const drawsLayer = (layer: LayerModel): boolean =>
  !MEDIA.includes(layer.type) && layer.subtype !== 'slidebg'
