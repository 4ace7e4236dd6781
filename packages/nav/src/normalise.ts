import { type PartNormaliser, record, shape } from '@strata/core'
import { NAV_DEFAULTS, PBAR_DEFAULTS } from './defaults'
import type { NavSettings, ProgressBar } from './types'

/** Fills `settings.nav` and `settings.pbar` with SPEC.md §3/§9 defaults (DATA-FORMAT.md keys). */
export const navPart: PartNormaliser = {
  module(raw, model, report) {
    const s = record(raw.settings, () => {}, '')
    const nav: NavSettings = shape(s.nav, NAV_DEFAULTS, report, 'settings.nav')
    const pbar: ProgressBar = shape(s.pbar, PBAR_DEFAULTS, report, 'settings.pbar')
    Object.assign(model.settings, { nav, pbar })
  },
}
