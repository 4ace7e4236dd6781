import type { RawValue } from '../../../types/model'
import type { Reporter } from '../../../types/plugin'
import type { ActionRecord } from './types'

/** Layer ids as strings from one id or a list (numbers and strings; others dropped). */
export function idList(value: RawValue): string[] {
  return (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map(String)
    .filter(Boolean)
}

function ms(value: RawValue, path: string, report: Reporter): number {
  if (value === undefined || value === null || value === '') return 0
  const n = typeof value === 'string' ? Number(value.trim()) : value
  if (typeof n === 'number' && Number.isFinite(n) && n >= 0) return n
  report(path, `must be a number of ms, 0 or more; using 0`)
  return 0
}

/**
 * Reads one action record (docs/data-format/README.md `actions`); bad fields are reported and defaulted.
 * Null (reported) when it is not a record or names no action.
 */
export function readAction(raw: RawValue, path: string, report: Reporter): ActionRecord | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    report(path, 'must be an action record; ignored')
    return null
  }
  const a = raw.a ?? raw.action
  if (typeof a !== 'string' || !a.trim()) {
    report(`${path}.a`, 'must name an action; ignored')
    return null
  }
  const evt = typeof raw.evt === 'string' && raw.evt.trim() ? raw.evt.trim() : 'click'
  if (raw.evt !== undefined && raw.evt !== null && evt === 'click' && raw.evt !== 'click')
    report(`${path}.evt`, 'must be an event name; using click')
  return {
    a: a.trim(),
    evt,
    src: idList(raw.src),
    target: idList(raw.target),
    d: ms(raw.d, `${path}.d`, report),
    rd: ms(raw.rd, `${path}.rd`, report),
    raw,
    path,
  }
}

/** The registry key of an action name: `toggle_slider`, `toggleSlider` and `Toggle-Slider` match. */
export function actionKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]/g, '')
}
