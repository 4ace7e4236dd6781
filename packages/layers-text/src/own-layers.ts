import type { LayerModel, LayerType } from '@strata/core'

/** Media layers are drawn only when a plugin (@strata/layers-media) registered their content. */
const MEDIA: readonly LayerType[] = ['image', 'video', 'audio', 'svg']

/**
 * The layers this package draws: every non-media type, and media types another plugin gave a
 * content factory for (`has(type)`). A slide's `slidebg` layer is its background, drawn by
 * @strata/bg-transitions, so it is left out too.
 */
export function drawsLayer(
  layer: LayerModel,
  has: (type: LayerType) => boolean = () => false,
): boolean {
  return (!MEDIA.includes(layer.type) || has(layer.type)) && layer.subtype !== 'slidebg'
}
