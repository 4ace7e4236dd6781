import type { LayerModel, ModuleModel, RawValue, ReportEntry, SlideModel } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { dot, guard, scan } from './safe'
import { cleanId, items, record, str } from './scalars'
import { normaliseSettings } from './settings'
import { normaliseSlide } from './slides'

export interface NormaliseOptions {
  /** Plugins' parts of the normaliser. @default [] */
  parts?: readonly PartNormaliser[]
  /** Time (epoch ms) that slides' publish dates are checked against. @default Date.now() */
  now?: number
  /**
   * Also normalise every slide's layers now and return them (playground, tests), in the order
   * of `model.slides` then `model.globalSlides`; needs a part with `layers` (`layerBase`).
   * @default false
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
export const normaliseModule = (
  raw: unknown,
  { parts = [], now = Date.now(), eagerLayers }: NormaliseOptions = {},
): NormaliseResult => {
  const report: ReportEntry[] = []
  const rep: Reporter = (path, message) => {
    report.push({ path, message })
  }
  let model: ModuleModel | undefined
  let layers: LayerModel[][] | undefined
  // Last resort (e.g. a getter that throws in hand-made data): report it and show nothing.
  guard(
    () => {
      const top = record(raw as RawValue, rep, '')
      // Slides are checked one by one, as they are read.
      scan({ ...top, slides: 0 }, rep, '')
      if (top.success === false)
        rep('success', `module could not be loaded: ${str(top.message, '', rep, 'message')}`)
      const settings = normaliseSettings(top.settings, rep, top.alias)
      const ctx = { length: settings.slideshow.length, now, parts }
      const found: SlideModel[] = []
      const list = items(top.slides, rep, 'slides')
      if (!list.length) rep('slides', 'no slides to show')
      list.forEach(([k, e], i) => {
        guard(
          () => {
            const s = normaliseSlide(e, k, i, ctx, rep)
            if (s) found.push(s)
          },
          rep,
          dot('slides', k),
        )
      })
      // Stable sort by order; global (static) slides apart, each list indexed from 0.
      found.sort((a, b) => a.order - b.order)
      const [slides, globalSlides] = [false, true].map((g) =>
        found.filter((s) => s.global === g).map((s, i) => Object.assign(s, { index: i })),
      ) as [SlideModel[], SlideModel[]]
      const m: ModuleModel = {
        id: cleanId(top.id),
        settings,
        slides,
        globalSlides,
        addOns: record(top.addOns, rep, 'addOns'),
      }
      model = m
      for (const part of parts) guard(() => part.module?.(top, m, rep), rep, '')
      const normaliseLayers = eagerLayers && parts.find((part) => part.layers)?.layers
      // Same paths as when the runtime normalises a slide's layers on demand.
      if (normaliseLayers)
        layers = [...slides, ...globalSlides].map((s) => normaliseLayers(s, parts, rep))
    },
    rep,
    '',
  )
  return {
    // After a throw, the model of empty data: every default, no slides.
    model: model ?? normaliseModule({}).model,
    report,
    layers,
  }
}
