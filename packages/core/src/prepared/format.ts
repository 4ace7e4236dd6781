import type { ModuleModel, RawRecord, ReportEntry } from '../types/model'

/** The mark a prepared module carries (`format`), so raw data is never taken for one. */
export const PREPARED_FORMAT = 'strata/prepared-module'
/** The prepared format this Strata reads; a module of another version is prepared again. */
export const PREPARED_VERSION = 1
/**
 * What a reader of raw data reports for a prepared module, from its `success: false` and
 * `message` (the export's own failure fields), instead of "no slides to show": the first
 * download of `@strata/core`'s `createSlider` then carries no check of its own for it.
 */
export const PREPARED_MESSAGE =
  'a prepared module: open it with @strata/core/prepared (React: @strata/react/prepared)'

/**
 * A module read ahead, at build time or on a server, by `prepareModule` (`@strata/core/ssr`):
 * plain JSON, opened by `@strata/core/prepared`'s `createSlider` without the normaliser
 * (docs/data-format/prepared.md).
 */
export interface PreparedModule {
  format: typeof PREPARED_FORMAT
  version: typeof PREPARED_VERSION
  /** Always false: a reader of raw data reports the module as not loaded, with `message`. */
  success: false
  /** {@link PREPARED_MESSAGE}, which a reader of raw data reports. */
  message: string
  /**
   * The model, its slides in `order` and global ones among them (`slide.global`), unshuffled,
   * slides outside their publish dates kept: the visitor's page places them, on its own clock.
   */
  model: Omit<ModuleModel, 'globalSlides' | 'hidden'>
  /** The raw data's top level without its slides, for plugins' `prepare` hooks. */
  data: RawRecord
  /** What the normaliser found wrong, reported again on the page. */
  report: ReportEntry[]
}
