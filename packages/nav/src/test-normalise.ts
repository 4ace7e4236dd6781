import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { navPart } from './normalise'

/** Normalises a one-slide module with these settings through `navPart`; its nav slices and report. */
export const runNavPart = (settings: RawRecord = {}) => {
  const r = normaliseModule(
    { settings, slides: [{ id: 1, slide: {}, layers: [] }] },
    { parts: [navPart] },
  )
  // The slices are optional on ModuleSettings: present once navPart ran, which it must have.
  const { nav, progressBar } = r.model.settings
  if (!nav || !progressBar) throw new Error('navPart did not fill settings.nav / progressBar')
  return { ...r, nav, progressBar }
}

/** The report entries about nav's own settings. */
export const navReport = (r: { report: { path: string }[] }) =>
  r.report.filter((e) => /^settings\.(nav|pbar|progressBar)/.test(e.path))

/** A value at all five device levels. */
export const five = <T>(v: T) => [v, v, v, v, v]
