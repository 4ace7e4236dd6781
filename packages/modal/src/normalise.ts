import type { PartNormaliser, RawRecord, Reporter } from '@strata/core'
import { parseNumber, record, shape } from '@strata/core/kit'
import { MODAL_DEFAULTS, TRIGGER_DEFAULTS } from './defaults'
import type { ModalTrigger } from './types'

/** Keys whose value is a scroll offset (a number) or an element selector (text). */
const SCROLL_KEYS = new Set(['so', 's', 'scrollOffset', 'scrollTo'])
/** Key names a trigger string may use: whole words and the export's keys. */
const KEYS = new Set([
  ...Object.keys(TRIGGER_DEFAULTS).flatMap((k) => k.split('|')),
  ...SCROLL_KEYS,
])

/** Fills `settings.modal` (docs/behaviour.md §3). */
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
export function parseModalTrigger(
  text: unknown,
  report: Reporter,
  path: string,
): ModalTrigger | undefined {
  if (typeof text !== 'string' || !text.trim()) {
    report(path, 'a modal trigger needs a settings string; trigger ignored')
    return
  }
  const rec: RawRecord = {}
  for (const pair of text.split(';')) {
    // Split at the first ':' only: selectors and colours may hold more.
    const i = pair.indexOf(':')
    const k = (i < 0 ? pair : pair.slice(0, i)).trim()
    const v = pair.slice(i + 1).trim()
    if (i < 0 || !KEYS.has(k)) {
      if (k) report(`${path}.${k}`, 'unknown trigger setting; ignored')
    } else if (SCROLL_KEYS.has(k))
      // docs/behaviour.md §3 "so or s (scroll offset or element selector)": the value says which.
      rec[parseNumber(v) === undefined ? 'scrollTo' : 'scrollOffset'] = v
    else rec[k] = v
  }
  return shape(rec, TRIGGER_DEFAULTS, report, path)
}
