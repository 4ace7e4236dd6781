import type { LayerModel, ModuleModel, RawValue, ReportEntry, SlideModel } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { lazyList } from './lazy-list'
import { placeSlides } from './place-slides'
import { dot, guard, scan } from './safe'
import { cleanId, items, parseBoolean, record, str } from './scalars'
import { normaliseSettings } from './settings'
import { normaliseSlide, preReadSlide, type SlideStub } from './slides'

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
  /**
   * Read each slide in full only when `model.slides[i]` (or `globalSlides[i]`) is first read, so
   * init stays flat as slides grow; until then a few keys give its place and hide flags.
   * @default false
   */
  lazy?: boolean
  /**
   * Where every problem goes as it is found, a lazy model's slides read later included; the
   * result's `report` then stays empty.
   * @default pushes to the result's `report`
   */
  report?: Reporter
}

export interface NormaliseResult {
  model: ModuleModel
  /** Every problem found, in the order found (none when the `report` option is given). */
  report: ReportEntry[]
  /** Only with `eagerLayers`. */
  layers?: LayerModel[][]
}

/**
 * Raw module data (docs/behaviour.md §3, docs/data-format/README.md; the object or a parsed REST response) ->
 * the fully defaulted ModuleModel and a report. Never throws, never changes its input.
 */
export function normaliseModule(raw: unknown, options: NormaliseOptions = {}): NormaliseResult {
  const result = readModule(raw, options)
  const { parts = [], eagerLayers, report } = options
  const rep: Reporter =
    report ??
    ((path, message) => {
      result.report.push({ path, message })
    })
  const normaliseLayers = eagerLayers && parts.find((part) => part.layers)?.layers
  // Same paths as when the runtime normalises a slide's layers on demand.
  if (normaliseLayers)
    guard(
      () => {
        const { slides, globalSlides } = result.model
        result.layers = [...slides, ...globalSlides].map((s) => normaliseLayers(s, parts, rep))
      },
      rep,
      'module',
    )
  return result
}

/**
 * {@link normaliseModule} without `eagerLayers`: what `createSlider` runs (the runtime
 * normalises a slide's layers when it is built), so its bundle carries no more.
 */
export function readModule(
  raw: unknown,
  { parts = [], now = Date.now(), lazy, report: live }: NormaliseOptions = {},
): NormaliseResult {
  const report: ReportEntry[] = []
  const rep: Reporter =
    live ??
    ((path, message) => {
      report.push({ path, message })
    })
  let model: ModuleModel | undefined
  // Last resort (e.g. a getter that throws in hand-made data): report it and show nothing.
  guard(
    () => {
      // Data that is no object at all is reported at `module`, as a load that failed is.
      const top = record(raw as RawValue, rep, 'module')
      // Slides are checked one by one, as they are read.
      scan({ ...top, slides: 0 }, rep, '')
      // Booleans may arrive as strings (docs/data-format/README.md).
      if (parseBoolean(top.success) === false)
        rep('success', `module could not be loaded: ${str(top.message, '', rep, 'message')}`)
      const settings = normaliseSettings(top.settings, rep, top.alias)
      const ctx = { length: settings.slideshow.length, now, parts }
      const found: (SlideModel | SlideStub)[] = []
      const list = items(top.slides, rep, 'slides')
      if (!list.length) rep('slides', 'no slides to show')
      list.forEach(([k, e], i) => {
        guard(
          () => {
            const s = lazy ? preReadSlide(e, k, i, now) : normaliseSlide(e, k, i, ctx, rep)
            if (s) found.push(s)
          },
          rep,
          dot('slides', k),
        )
      })
      // docs/behaviour.md §3 slideshow.shuffle: the play order is shuffled once, as the module
      // loads (a prepared module's again as it opens, so each visit has its own).
      const [slides, globalSlides, hidden] = placeSlides(
        found as SlideModel[],
        settings.slideshow.shuffle,
      )
      // The stub's order is its position where the data has none. A slide whose full read throws
      // (it passed the pre-read) still holds its place, empty.
      const full = ({ entry, key, order, index }: SlideStub & { index: number }) => {
        let s: SlideModel | undefined
        guard(() => (s = normaliseSlide(entry, key, order, ctx, rep)), rep, dot('slides', key))
        return Object.assign(s ?? (normaliseSlide({}, key, order, ctx, rep) as SlideModel), {
          index,
        })
      }
      const wrap = (l: SlideModel[]) => (lazy ? lazyList(l as never, full) : l)
      const m: ModuleModel = {
        id: cleanId(top.id),
        settings,
        slides: wrap(slides),
        globalSlides: wrap(globalSlides),
        hidden,
        addOns: record(top.addOns, rep, 'addOns'),
      }
      model = m
      for (const part of parts) guard(() => part.module?.(top, m, rep), rep, 'module')
    },
    rep,
    'module',
  )
  return {
    // After a throw, the model of empty data: every default, no slides.
    model: model ?? readModule({}).model,
    report,
  }
}
