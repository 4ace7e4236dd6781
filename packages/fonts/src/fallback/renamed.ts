import type { LayerModel, RawRecord, SlideModel } from '@strata/core'
import type { LayerText } from './layer-fallbacks'

/** Core's layer record is the raw one, shallow-copied with its timelines checked. */
function same(model: RawRecord, raw: RawRecord): boolean {
  return Object.keys(raw).every((k) => k === 'tl' || model[k] === raw[k])
}

/**
 * SPEC §5 "Duplicate layer ids get a random suffix" (issue #25): the DOM carries the id core gave
 * each layer of `slide` as it built it (a layer an earlier one of its slide has the id of is
 * renamed, at each build anew; an empty id is the key), found by each layer's raw record among
 * the built slide's `layers`, in order. Gives `layers` of `slide` those ids; true when one changed.
 */
export function renamedIds(
  layers: readonly LayerText[],
  slide: SlideModel,
  models: () => readonly LayerModel[],
): boolean {
  const prefix = `slides.${slide.id}.layers.`
  const mine = layers.filter((l) => l.raw && l.path?.startsWith(prefix))
  if (!mine.length) return false
  const built = models()
  let changed = false
  let from = 0
  for (const l of mine) {
    const at = built.findIndex((m, i) => i >= from && l.raw && same(m.raw, l.raw))
    const model = built[at]
    if (!model) continue
    from = at + 1
    if (model.id !== l.id) changed = true
    l.id = model.id
  }
  return changed
}
