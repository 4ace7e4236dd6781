import type { LayerModel, RawRecord, SlideModel } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { layerType, normaliseLayer } from './layer'
import { dot, guard, scan } from './safe'
import { items } from './scalars'
import { resolveParents } from './tree'

/** Most layers kept per slide; the rest are dropped (and reported). */
const MAX_LAYERS = 1000

/**
 * Layer subtypes that are add-ons drawing their own content (a canvas, an animation file, a
 * chart) on a text or shape layer: Strata has no code for them.
 */
const ADDON_SUBTYPES = ['particlewave', 'particles', 'lottie', 'bubblemorph', 'charts']

/** The add-on a layer needs, when it is one Strata does not draw: its type, or its subtype. */
export function addOnOf(r: RawRecord): string | undefined {
  const { type, subtype } = r
  if (typeof type === 'string' && type.trim() && !layerType(type, subtype)) return type.trim()
  if (typeof subtype === 'string' && ADDON_SUBTYPES.includes(subtype.toLowerCase())) return subtype
  return undefined
}

/** Add-on names already reported, per report (one module): one entry per name, not per layer. */
const toldAddOns = new WeakMap<Reporter, Set<string>>()
function tellAddOn(report: Reporter, name: string, path: string) {
  const told = toldAddOns.get(report) ?? new Set<string>()
  toldAddOns.set(report, told)
  const key = name.toLowerCase()
  if (told.has(key)) return
  told.add(key)
  report(path, `not supported yet: add-on layer "${name.slice(0, 40)}"; such layers are left out`)
}

/**
 * Raw layer lists read already, per report (one module): a slide built again after its release
 * is read again (its layers are not kept meanwhile, issue #25), and says its problems once.
 * Keyed by the list, not the slide: lazy slides' layers arrive as a new list, read anew.
 */
const readLists = new WeakMap<Reporter, WeakSet<object>>()
function quietIfRead(report: Reporter, list: unknown): Reporter {
  if (typeof list !== 'object' || !list) return report
  const read = readLists.get(report) ?? new WeakSet()
  readLists.set(report, read)
  if (read.has(list)) return () => {}
  read.add(list)
  return report
}

/**
 * A slide's raw layers (object keyed by id, or array) -> LayerModel[], run when the slide is
 * about to show, so init cost does not grow with layer count. Bad layers are reported and
 * dropped; the others are kept. Plugins' layer parts run last, each guarded.
 * `path` is where the slide entry sits in the raw data: by the slide's key there, not its id
 * (issue #24). @default the slide's `path` without `.slide`, else `slides.<slide id>`
 */
export function normaliseLayers(
  slide: SlideModel,
  parts: readonly PartNormaliser[],
  report: Reporter,
  path = slide.path?.replace(/\.slide$/, '') ?? dot('slides', slide.id),
): LayerModel[] {
  report = quietIfRead(report, slide.rawLayers)
  const base = dot(path, 'layers')
  let list = items(slide.rawLayers, report, base)
  if (list.length > MAX_LAYERS) {
    report(base, `more than ${MAX_LAYERS} layers; ${list.length - MAX_LAYERS} dropped`)
    list = list.slice(0, MAX_LAYERS)
  }
  const out: LayerModel[] = []
  const paths: string[] = []
  const ids = new Set<string>()
  // Layers of add-ons Strata does not draw, and what they hold: left out, so they take no space.
  const addOns = new Set<string>()
  // `forEach` and indexes, not `for…of` with destructuring: every built slide's layers come here
  // before V8 optimises it (docs/performance-log.md, "Twenty-third session").
  list.forEach((entry) => {
    const k = entry[0]
    const v = entry[1]
    const p = dot(base, k)
    guard(
      () => {
        const addOn = addOnOf(v)
        if (addOn) {
          tellAddOn(
            report,
            addOn,
            dot(p, typeof v.type === 'string' && v.type.trim() === addOn ? 'type' : 'subtype'),
          )
          addOns.add(typeof v.id === 'string' || typeof v.id === 'number' ? `${v.id}` : k)
          return
        }
        scan(v, report, p)
        const l = normaliseLayer(v, k, ids, report, p)
        if (!l) return
        out.push(l)
        paths.push(p)
      },
      report,
      p,
    )
  })
  leaveOutChildren(out, paths, addOns)
  resolveParents(out, paths, report)
  out.forEach((l, i) => {
    const p = paths[i] as string
    parts.forEach((part) => {
      guard(() => part.layer?.(l.raw, l, report, p), report, p)
    })
  })
  return out
}

/** Drops (in place) the layers inside a left-out add-on layer, at any depth. */
function leaveOutChildren(layers: LayerModel[], paths: string[], gone: Set<string>): void {
  if (!gone.size) return
  for (let grew = true; grew; ) {
    grew = false
    for (let i = layers.length - 1; i >= 0; i--) {
      const l = layers[i] as LayerModel
      if (l.parentId === null || !gone.has(l.parentId)) continue
      gone.add(l.id)
      layers.splice(i, 1)
      paths.splice(i, 1)
      grew = true
    }
  }
}

/** The base layer part: layer plugins put it first in their `normalise`. */
export const layerBase: PartNormaliser = { layers: normaliseLayers }
