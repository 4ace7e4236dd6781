import type { PartNormaliser, RawRecord } from '@strata/core'
import { bool, record, shape } from '@strata/core/kit'
import { LAYER_MOTION_DEFAULTS, PARALLAX_DEFAULTS, SCROLL_TIMELINE_DEFAULTS } from './defaults'

/** The raw key holding `name`'s data: the whole-word name first, then the export's key. */
function keyOf(s: RawRecord, name: string, exportKey: string): string {
  return Object.hasOwn(s, name) ? name : exportKey
}

/**
 * Fills `settings.parallax` (export `settings.mod`) and `settings.scrollTimeline` (export
 * `settings.sbt`, docs/behaviour.md §3). Scroll-based timing may also arrive as a plain flag (`sbt: true`).
 * Each layer's `mod` (scroll and mouse modifiers) becomes `layer.motion`.
 */
export const parallaxPart: PartNormaliser = {
  module(raw, model, report) {
    const s = record(raw.settings, () => {}, '')
    const mod = keyOf(s, 'parallax', 'mod')
    const sbt = keyOf(s, 'scrollTimeline', 'sbt')
    const timeline = s[sbt]
    const p = `settings.${sbt}`
    model.settings.parallax = shape(s[mod], PARALLAX_DEFAULTS, report, `settings.${mod}`)
    model.settings.scrollTimeline =
      timeline != null && typeof timeline !== 'object'
        ? { use: bool(timeline, false, report, p) }
        : shape(timeline, SCROLL_TIMELINE_DEFAULTS, report, p)
  },
  layer(raw, layer, report, path) {
    const key = keyOf(raw, 'motion', 'mod')
    layer.motion = shape(raw[key], LAYER_MOTION_DEFAULTS, report, `${path}.${key}`)
  },
}
