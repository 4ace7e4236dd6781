import type { PartNormaliser, RawRecord } from '@strata/core'
import { isRec, shape } from '@strata/core/kit'
import { layerBase } from '@strata/core/layers'
import { STYLE_DEFAULTS } from '../defaults'
import { readHover } from '../hover/read'
import { checkActions } from './actions'
import { checkTimelines } from './keyframes'
import { LAYOUT_DEFAULTS } from './layout'

/**
 * `hover` (SPEC) or `hov` (export, in its 6.x and 7.x forms: `"inherit"`, colour objects, per-side
 * border widths); `toggle` (export) or `tog` (SPEC).
 */
const PARTS = { 'hover|hov': readHover, 'toggle|tog': { text: '' } } as const

/** `col` (or `column`) may sit on the layer or in its `size` (exports use both). */
function withCol(raw: RawRecord): RawRecord {
  const size = raw.size
  if (raw.column !== undefined || raw.col !== undefined || !isRec(size)) return raw
  const col = size.column ?? size.col
  return col === undefined ? raw : { ...raw, col }
}

/**
 * Fills a layer's `style`, `hover`, `toggle` and `layout` (docs/behaviour.md §3 "Layer"). It brings
 * core's `layerBase` (a site with no layer plugin ships no layer normalisation).
 */
export const layersTextPart: PartNormaliser = {
  ...layerBase,
  layer(raw, layer, report, p) {
    layer.style = shape(raw, STYLE_DEFAULTS, report, p)
    // Named stores, not `Object.assign`: that turned every layer model into a dictionary (a hash
    // table made a layer, and slow reads of it ever after; issue #25).
    const parts = shape(raw, PARTS, report, p)
    layer.hover = parts.hover
    layer.toggle = parts.toggle
    layer.layout = shape(withCol(raw), LAYOUT_DEFAULTS, report, p)
    // `raw` is the layer's own copy (core made it): its timelines keep only what reads well.
    if (isRec(raw.tl)) raw.tl = checkTimelines(raw.tl, report, `${p}.tl`)
    if (raw.actions != null)
      layer.actions = checkActions(raw.actions, report, `${p}.actions`, false)
  },
  // Slide actions name layers (src, target): checked with the layers' own.
  slide(raw, slide, report, p) {
    if (raw.actions != null) slide.actions = checkActions(raw.actions, report, `${p}.actions`, true)
  },
}
