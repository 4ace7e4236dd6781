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
}

const again = 'prepare it again with prepareModule (@strata/core/ssr)'

/**
 * A prepared module (`prepareModule`) opened on the page, without the normaliser: its slides
 * out of their publish dates on the visitor's clock left out, the rest placed in play order
 * (shuffled when the module says so), and the raw-shaped data its plugins' `prepare` hooks read.
 * Undefined for anything not marked as a prepared module (raw data); `{ path, error }` for one
 * of another format version or without its model.
 * @param now The clock publish dates are read on (ms since the epoch). @default Date.now()
 */
export function openPrepared(
  data: unknown,
  now = Date.now(),
): OpenedModule | { path: string; error: string } | undefined {
  if (!isRec(data) || data.format !== PREPARED_FORMAT) return
  if (data.version !== PREPARED_VERSION)
    return {
      path: 'version',
      error: `a prepared module of format version ${String(data.version)}; this Strata opens version ${PREPARED_VERSION}: ${again}`,
    }
  const m = data.model
  if (!isRec(m) || !isRec(m.settings) || !Array.isArray(m.slides) || !m.slides.every(isRec))
    return { path: 'model', error: `not a prepared model (no settings or slides): ${again}` }
  const prepared = m as unknown as PreparedModule['model']
  // Copies: the page writes each slide's index, and one module may serve two sliders.
  const online = prepared.slides
    .filter((s) => !offline(s.publish ?? {}, now))
    .map((s): SlideModel => ({ ...s }))
  const [slides, globalSlides, hidden] = placeSlides(
    online,
    prepared.settings.slideshow?.shuffle === true,
  )
  const model: ModuleModel = { ...prepared, slides, globalSlides, hidden }
  const view: RawRecord = {
    ...(isRec(data.data) ? data.data : {}),
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
  isRec(e) && typeof e.path === 'string' && typeof e.message === 'string'
