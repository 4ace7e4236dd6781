import type { PartNormaliser, RawValue, Reporter } from '@strata/core'
import { isRec, record, shape } from '@strata/core/kit'
import { NAV_DEFAULTS, PROGRESS_BAR_DEFAULTS } from './defaults'
import type { NavSettings, ProgressBar } from './types'

const settingsOf = (raw: RawValue) => record(isRec(raw) ? raw.settings : undefined, () => {}, '')

/** `settings.nav` from a module's data, as the normaliser fills it. */
export const readNav = (raw: RawValue, report: Reporter = () => {}): NavSettings =>
  shape(settingsOf(raw).nav, NAV_DEFAULTS, report, 'settings.nav')

/**
 * Fills `settings.nav` and `settings.progressBar` with docs/behaviour.md §3/§9 defaults. Reads the export's
 * keys (`settings.pbar`, `nav.s`, `dIn`, `wr.p`...) and the model's whole-word names alike.
 */
export const navPart: PartNormaliser = {
  module(raw, model, report) {
    const s = settingsOf(raw)
    const nav = readNav(raw, report)
    // Exports write `pbar`; the long name wins when both are there, as in core's `shape`.
    const key =
      Object.hasOwn(s, 'progressBar') || !Object.hasOwn(s, 'pbar') ? 'progressBar' : 'pbar'
    const bar = s[key]
    const progressBar: ProgressBar = shape(bar, PROGRESS_BAR_DEFAULTS, report, `settings.${key}`)
    Object.assign(model.settings, { nav, progressBar })
  },
}
