import { readModule } from '../normalise/normalise-module'
import { isRec } from '../normalise/safe'
import { byName } from '../plugins/registry'
import type { ReportEntry } from '../types/model'
import type { AnyPlugin } from '../types/plugin'
import { PREPARED_FORMAT, PREPARED_MESSAGE, PREPARED_VERSION, type PreparedModule } from './format'

export interface PrepareModuleOptions {
  /**
   * The plugins the page installs (their factories from the packages' main entries): their
   * parts of the normaliser run here, so the page's plugins need not bring them.
   * @default []
   */
  plugins?: readonly AnyPlugin[]
}

/**
 * Reads raw module data ahead, at build time or on a server, into a prepared module: plain
 * JSON that `@strata/core/prepared`'s `createSlider` opens without the normaliser, so the page
 * downloads and runs none of it (docs/data-format/prepared.md). Never throws; `report` lists
 * the data's problems (they travel in the module too, and the page reports them again).
 *
 * Publish dates are not applied here (the page checks them on its own clock) and the shuffle is
 * the page's, so one prepared file serves every visit; unpublished slides are left out.
 *
 * @example
 * ```ts
 * import { prepareModule } from '@strata/core/ssr'
 * import { nav } from '@strata/nav'
 *
 * const { module, report } = prepareModule(raw, { plugins: [nav()] })
 * writeFileSync('hero.prepared.json', JSON.stringify(module))
 * ```
 */
export function prepareModule(
  raw: unknown,
  { plugins = [] }: PrepareModuleOptions = {},
): { module: PreparedModule; report: ReportEntry[] } {
  // The first plugin of each name, as on the page.
  const parts = [...byName(plugins).values()].flatMap((p) => p.normalise ?? [])
  // `now: NaN` is outside no publish window: the dates are the page's to check.
  const { model, report } = readModule(raw, { parts, now: Number.NaN })
  const { slides, globalSlides, hidden: _, ...rest } = model
  const { slides: __, ...data } = isRec(raw) ? raw : {}
  // Back in `order`: a shuffled module is shuffled again on the page, for each visit.
  const all = [...slides, ...globalSlides].sort((a, b) => a.order - b.order)
  return {
    module: {
      format: PREPARED_FORMAT,
      version: PREPARED_VERSION,
      success: false,
      message: PREPARED_MESSAGE,
      model: { ...rest, slides: all },
      data,
      report,
    },
    report,
  }
}
