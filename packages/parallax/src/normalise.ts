import { bool, type PartNormaliser, record, shape } from '@strata/core'
import { MOD_DEFAULTS, SBT_DEFAULTS } from './defaults'

/**
 * Fills `settings.mod` and `settings.sbt` (SPEC.md §3). `sbt` may also arrive as a plain flag
 * (`sbt: true`).
 */
export const parallaxPart: PartNormaliser = {
  module(raw, model, report) {
    const s = record(raw.settings, () => {}, '')
    const sbt = s.sbt
    const p = 'settings.sbt'
    model.settings.mod = shape(s.mod, MOD_DEFAULTS, report, 'settings.mod')
    model.settings.sbt =
      sbt != null && typeof sbt !== 'object'
        ? { use: bool(sbt, false, report, p) }
        : shape(sbt, SBT_DEFAULTS, report, p)
  },
}
