import { placeSlides } from '../normalise/place-slides'
import { offline } from '../normalise/publish'
import { isRec } from '../normalise/safe'
import type { ModuleModel, RawRecord, ReportEntry, SlideModel } from '../types/model'
import { PREPARED_FORMAT, PREPARED_VERSION, type PreparedModule } from './format'

/** A prepared module opened: its model, and the data its plugins' `prepare` hooks read. */
export interface OpenedModule {
  model: ModuleModel
  /** The module's data in the raw shape, for plugins' `prepare` hooks. */
  view: RawRecord
  /** The problems `prepareModule` found, reported again on the page. */
  report: readonly ReportEntry[]
  /** Set only when the module could not be opened (see `openPrepared`). */
  path?: undefined
  error?: undefined
}

const again = 'prepare it again with prepareModule (@strata/core/ssr)'

/** The records of the settings that core reads as the slider starts (docs/data-format/core-model.md). */
const SETTINGS = 'size slideshow general'

/** `path` when `value` is no record, else the path of the first of `keys` in it that is none. */
function lacking(value: unknown, path: string, keys: string): string | undefined {
  if (!isRec(value)) return path
  for (const key of keys.split(' ')) if (!isRec(value[key])) return `${path}.${key}`
}

/**
 * A prepared module (`prepareModule`) opened on the page, without the normaliser: its slides
 * out of their publish dates on the visitor's clock left out, the rest placed in play order
 * (shuffled when the module says so), and the raw-shaped data its plugins' `prepare` hooks read.
 * Undefined for anything not marked as a prepared module (raw data); `{ path, error }` for one
 * of another format version, or whose model lacks a record core reads as the slider starts (its
 * settings and slides, the settings' size, slideshow and general; the path names it): it is not
 * opened, so the error slide shows rather than a start that fails half-way.
 * @param now The clock publish dates are read on (ms since the epoch). @default Date.now()
 */
export function openPrepared(
  data: unknown,
  now = Date.now(),
): OpenedModule | { path: string; error: string; model?: undefined } | undefined {
  if (!isRec(data) || data.format !== PREPARED_FORMAT) return
  if (data.version !== PREPARED_VERSION)
    return {
      path: 'version',
      error: `${data.version} is not ${PREPARED_VERSION}, the version this Strata opens: ${again}`,
    }
  const m = data.model as RawRecord | undefined
  // Opened without one of those records, the start would fail half-way, leaving its markup.
  const broken =
    lacking(m?.settings, '.settings', SETTINGS) ??
    (Array.isArray(m?.slides) && m.slides.every(isRec) ? '' : '.slides')
  if (broken) return { path: `model${broken}`, error: `not a record: ${again}` }
  const prepared = m as unknown as PreparedModule['model']
  // Copies: the page writes each slide's index, and one module may serve two sliders.
  const online = prepared.slides
    .filter((s) => !offline(s.publish ?? {}, now))
    .map((s): SlideModel => ({ ...s }))
  const [slides, globalSlides, hidden] = placeSlides(online, prepared.settings.slideshow.shuffle)
  const model: ModuleModel = { ...prepared, slides, globalSlides, hidden }
  const view: RawRecord = {
    // Trusted as the model is (docs/data-format/prepared.md "Trust"): spread as it is.
    ...(data.data as RawRecord),
    slides: [...slides, ...globalSlides].map(({ id, global, raw, rawLayers }) => ({
      id,
      global,
      slide: raw,
      layers: rawLayers,
    })),
  }
  const report = Array.isArray(data.report) ? (data.report as unknown[]).filter(isEntry) : []
  return { model, view, report }
}

const isEntry = (e: unknown): e is ReportEntry =>
  typeof (e as ReportEntry)?.path === 'string' && typeof (e as ReportEntry).message === 'string'
