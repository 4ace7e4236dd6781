import type { ModuleModel, RawRecord, ReportEntry } from '../types/model'

/** The mark a prepared module carries (`format`), so raw data is never taken for one. */
export const PREPARED_FORMAT = 'strata/prepared-module'
/** The prepared format this Strata reads; a module of another version is prepared again. */
export const PREPARED_VERSION = 1

/**
 * A module read ahead, at build time or on a server, by `prepareModule` (`@strata/core/ssr`):
 * plain JSON, opened by `@strata/core/prepared`'s `createSlider` without the normaliser
 * (docs/data-format/prepared.md).
 */
export interface PreparedModule {
  format: typeof PREPARED_FORMAT
  version: typeof PREPARED_VERSION
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
