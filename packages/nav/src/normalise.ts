import type { PartNormaliser, RawValue, Reporter } from '@strata/core'
import { isRec, quiet, record, type Schema, type Shaped, shape } from '@strata/core/kit'
import { NAV_DEFAULTS, PROGRESS_BAR_DEFAULTS } from './defaults'

/** The settings nav fills: exports write `pbar`, and the long name wins when both are there. */
const SETTINGS = {
  nav: NAV_DEFAULTS,
  'progressBar|pbar': PROGRESS_BAR_DEFAULTS,
} as const satisfies Schema

/** `settings.nav` and `settings.progressBar` from a module's data, as the normaliser fills them. */
export function readSettings(raw: RawValue, report: Reporter = quiet): Shaped<typeof SETTINGS> {
  return shape(
    record(isRec(raw) ? raw.settings : undefined, quiet, ''),
    SETTINGS,
    report,
    'settings',
  )
}

/**
 * Fills `settings.nav` and `settings.progressBar` with docs/behaviour.md §3/§9 defaults. Reads the export's
 * keys (`settings.pbar`, `nav.s`, `dIn`, `wr.p`...) and the model's whole-word names alike.
 */
export const navPart: PartNormaliser = {
  module(raw, model, report) {
    Object.assign(model.settings, readSettings(raw, report))
  },
}
