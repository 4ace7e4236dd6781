import type { LayerModel, SlideModel } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { normaliseLayer } from './layer'
import { dot, guard, scan } from './safe'
import { items } from './scalars'
import { resolveParents } from './tree'

/** Most layers kept per slide; the rest are dropped (and reported). */
const MAX_LAYERS = 1000

/**
 * A slide's raw layers (object keyed by id, or array) -> LayerModel[], run when the slide is
 * about to show, so init cost does not grow with layer count. Bad layers are reported and
 * dropped; the others are kept. Plugins' layer parts run last, each guarded.
 * `path` is where the slide entry sits in the raw data. @default `slides.<slide id>`
 */
export const normaliseLayers = (
  slide: SlideModel,
  parts: readonly PartNormaliser[],
  report: Reporter,
  path = dot('slides', slide.id),
): LayerModel[] => {
  const base = dot(path, 'layers')
  let list = items(slide.rawLayers, report, base)
  if (list.length > MAX_LAYERS) {
    report(base, `more than ${MAX_LAYERS} layers; ${list.length - MAX_LAYERS} dropped`)
    list = list.slice(0, MAX_LAYERS)
  }
  const out: LayerModel[] = []
  const paths: string[] = []
  const ids = new Set<string>()
  for (const [k, v] of list) {
    const p = dot(base, k)
    guard(
      () => {
        scan(v, report, p)
        const l = normaliseLayer(v, k, ids, report, p)
        if (!l) return
        out.push(l)
        paths.push(p)
      },
      report,
      p,
    )
  }
  resolveParents(out, paths, report)
  out.forEach((l, i) => {
    const p = paths[i] as string
    for (const part of parts) guard(() => part.layer?.(l.raw, l, report, p), report, p)
  })
  return out
}

/** The base layer part: layer plugins put it first in their `normalise`. */
export const layerBase: PartNormaliser = { layers: normaliseLayers }
