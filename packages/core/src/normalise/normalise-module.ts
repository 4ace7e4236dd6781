import type { LayerModel, ModuleModel, RawValue, ReportEntry, SlideModel } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { normaliseLayers } from './normalise-layers'
import { cleanRec, dot, entries, guard, isRec } from './safe'
import { normaliseSettings } from './settings'
import { normaliseSlide } from './slides'
import { cleanId, record, str } from './values'

export interface NormaliseOptions {
  /** Plugins' parts of the normaliser. @default [] */
  parts?: readonly PartNormaliser[]
  /** Time (epoch ms) that slides' publish dates are checked against. @default Date.now() */
  now?: number
  /**
   * Also normalise every slide's layers now and return them (playground, tests), in the order
   * of `model.slides` then `model.globalSlides`. @default false
   */
  eagerLayers?: boolean
}

export interface NormaliseResult {
  model: ModuleModel
  /** Every problem found, in the order found. */
  report: ReportEntry[]
  /** Only with `eagerLayers`. */
  layers?: LayerModel[][]
}

/**
 * Raw module data (SPEC.md §3, DATA-FORMAT.md; the object or a parsed REST response) ->
 * the fully defaulted ModuleModel and a report. Never throws, never changes its input.
 */
export const normaliseModule = (raw: unknown, options: NormaliseOptions = {}): NormaliseResult => {
  const { parts = [], now = Date.now(), eagerLayers } = options
  const report: ReportEntry[] = []
  const rep: Reporter = (path, message) => {
    report.push({ path, message })
  }
  const empty = (): ModuleModel => ({
    id: '',
    settings: normaliseSettings({}, rep),
    slides: [],
    globalSlides: [],
    addOns: {},
  })
  let model = empty()
  let layers: LayerModel[][] | undefined
  try {
    let root = raw
    if (!isRec(root)) {
      rep('', 'module data must be an object; nothing to show')
      root = {}
    }
    const all = root as Record<string, RawValue>
    // Everything but the slides is small: copy it clean. Slides are read one by one below.
    const top = cleanRec(
      Object.fromEntries(Object.entries(all).filter(([k]) => k !== 'slides')),
      rep,
      '',
    )
    if (top.success === false)
      rep('success', `module could not be loaded: ${str(top.message, '', rep, 'message')}`)
    const settings = normaliseSettings(record(top.settings, rep, 'settings'), rep, top.alias)
    const ctx = { length: settings.slideshow.length, now, parts }
    const found: [SlideModel, string][] = []
    const ordered: typeof found = []
    const list = entries(all.slides, rep, 'slides')
    if (!list.length) rep('slides', 'no slides to show')
    list.forEach(([k, e], i) => {
      const p = dot('slides', k)
      guard(
        () => {
          if (!isRec(e)) return rep(p, 'must be an object; slide dropped')
          const s = normaliseSlide(e, k, i, ctx, rep)
          if (s) found.push([s, p])
        },
        rep,
        p,
      )
    })
    found.sort((a, b) => a[0].order - b[0].order)
    const [slides, globalSlides] = [false, true].map((g) => {
      const list = found.filter(([s]) => s.global === g)
      ordered.push(...list)
      return list.map(([s], i) => Object.assign(s, { index: i }))
    }) as [SlideModel[], SlideModel[]]
    model = {
      id: cleanId(top.id),
      settings,
      slides,
      globalSlides,
      addOns: record(top.addOns, rep, 'addOns'),
    }
    for (const part of parts) if (part.module) guard(() => part.module?.(top, model, rep), rep, '')
    if (eagerLayers) layers = ordered.map(([s, p]) => normaliseLayers(s, parts, rep, p))
  } catch (e) {
    // Last resort (e.g. a getter that throws in hand-made data): show nothing, say why.
    guard(
      () => {
        throw e
      },
      rep,
      '',
    )
    model = empty()
  }
  return layers ? { model, report, layers } : { model, report }
}
