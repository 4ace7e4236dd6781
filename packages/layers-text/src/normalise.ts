import { type PartNormaliser, shape } from '@strata/core'
import { layerBase } from '@strata/core/layers'
import { hover, STYLE_DEFAULTS } from './defaults'

/** `hover` (SPEC) or `hov` (export); `toggle` (export) or `tog` (SPEC). */
const PARTS = { 'hover|hov': hover, 'toggle|tog': { text: '' } } as const

/**
 * Fills a layer's `style`, `hover` and `toggle` (SPEC.md §3 "Layer"). It brings core's
 * `layerBase` (a site with no layer plugin ships no layer normalisation).
 */
export const layersTextPart: PartNormaliser = {
  ...layerBase,
  layer(raw, layer, report, p) {
    layer.style = shape(raw, STYLE_DEFAULTS, report, p)
    Object.assign(layer, shape(raw, PARTS, report, p))
  },
}
