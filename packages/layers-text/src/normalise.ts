import { type PartNormaliser, type RawRecord, shape } from '@strata/core'
import { layerBase } from '@strata/core/layers'
import { hover, STYLE_DEFAULTS } from './defaults'
import { LAYOUT_DEFAULTS } from './layout-defaults'

/** `hover` (SPEC) or `hov` (export); `toggle` (export) or `tog` (SPEC). */
const PARTS = { 'hover|hov': hover, 'toggle|tog': { text: '' } } as const

/** `col` may sit on the layer or in its `size` (exports use both). */
const withCol = (raw: RawRecord): RawRecord => {
  const size = raw.size
  if (raw.col !== undefined || size === null || typeof size !== 'object' || Array.isArray(size))
    return raw
  return size.col === undefined ? raw : { ...raw, col: size.col }
}

/**
 * Fills a layer's `style`, `hover`, `toggle` and `layout` (SPEC.md §3 "Layer"). It brings
 * core's `layerBase` (a site with no layer plugin ships no layer normalisation).
 */
export const layersTextPart: PartNormaliser = {
  ...layerBase,
  layer(raw, layer, report, p) {
    layer.style = shape(raw, STYLE_DEFAULTS, report, p)
    Object.assign(layer, shape(raw, PARTS, report, p))
    layer.layout = shape(withCol(raw), LAYOUT_DEFAULTS, report, p)
  },
}
