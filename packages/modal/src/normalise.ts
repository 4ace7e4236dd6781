import { type PartNormaliser, type RawRecord, type Reporter, record, shape } from '@strata/core'
import { MODAL_DEFAULTS, TRIGGER_DEFAULTS } from './defaults'
import type { ModalTrigger } from './types'

/** Key names a trigger string may use (both spellings of `s|so`). */
const KEYS = new Set(Object.keys(TRIGGER_DEFAULTS).flatMap((k) => k.split('|')))

/** Fills `settings.modal` (SPEC.md §3). */
export const modalPart: PartNormaliser = {
  module(raw, model, report) {
    const s = record(raw.settings, () => {}, '')
    model.settings.modal = shape(s.modal, MODAL_DEFAULTS, report, 'settings.modal')
  },
}

/**
 * A trigger's settings string (`'t:2000;sp:500;so:#offer'`: `key:value` pairs split by `;`)
 * -> ModalTrigger. "A modal trigger needs a settings string": without one it is reported and
 * undefined returned. Unknown keys are reported and ignored.
 */
export const parseModalTrigger = (
  text: unknown,
  report: Reporter,
  path: string,
): ModalTrigger | undefined => {
  if (typeof text !== 'string' || !text.trim()) {
    report(path, 'a modal trigger needs a settings string; trigger ignored')
    return
  }
  const rec: RawRecord = {}
  for (const pair of text.split(';')) {
    // Split at the first ':' only: selectors and colours may hold more.
    const i = pair.indexOf(':')
    const k = (i < 0 ? pair : pair.slice(0, i)).trim()
    if (i > 0 && KEYS.has(k)) rec[k] = pair.slice(i + 1).trim()
    else if (k) report(`${path}.${k}`, 'unknown trigger setting; ignored')
  }
  return shape(rec, TRIGGER_DEFAULTS, report, path)
}
