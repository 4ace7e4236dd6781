import type { RawRecord, RawValue, Reporter } from '@strata/core'
import { entries, isRec } from '@strata/core/kit'

/*
 * Action records (docs/data-format/README.md `actions`) are read when a slide's layers are bound
 * (core's actions service). Their fields are checked here, as the module is normalised, so a
 * wrong value is reported at its data path even on a slide never shown (issue #24). What is
 * reported is left out of the model's copy, so the binding never reports it again.
 */

function ms(v: RawValue) {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) && n >= 0
}
function id(v: RawValue) {
  return typeof v === 'string' || typeof v === 'number'
}

/** One record: a copy without its bad fields (the same object when all is well). */
function checkAction(raw: RawRecord, report: Reporter, p: string): RawRecord {
  const out: RawRecord = { ...raw }
  let bad = false
  const drop = (key: string, why: string) => {
    report(`${p}.${key}`, why)
    delete out[key]
    bad = true
  }
  if (raw.evt != null && (typeof raw.evt !== 'string' || !raw.evt.trim()))
    drop('evt', 'must be an event name; using click')
  for (const key of ['d', 'rd'])
    if (raw[key] != null && raw[key] !== '' && !ms(raw[key]))
      drop(key, 'must be a number of ms, 0 or more; using 0')
  for (const key of ['src', 'target']) {
    const list = raw[key]
    if (list == null) continue
    if (!Array.isArray(list)) {
      if (!id(list)) drop(key, 'must be a layer id or a list of them; ignored')
      continue
    }
    if (list.every(id)) continue
    list.forEach((v, i) => {
      if (!id(v)) report(`${p}.${key}.${i}`, 'must be a layer id; ignored')
    })
    out[key] = list.filter(id)
    bad = true
  }
  return bad ? out : raw
}

/**
 * A list of action records (slide or layer) -> the records the runtime binds, each checked.
 * A slide's list keeps each record at its index (a record with no action name is reported and
 * left as a hole, which the binding skips), so the binding's paths stay true; a layer's list
 * keeps such a record for the binding to report (it reads every item of it).
 */
export function checkActions(
  raw: RawValue,
  report: Reporter,
  path: string,
  holes: boolean,
): RawRecord[] {
  const out: RawRecord[] = []
  for (const [k, v] of entries(raw, () => {}, path)) {
    // Not a record: core has reported it and dropped it.
    if (!isRec(v)) {
      if (holes) out.length++
      continue
    }
    const p = `${path}.${k}`
    const a = v.a ?? v.action
    if (holes && (typeof a !== 'string' || !a.trim())) {
      report(`${p}.a`, 'must name an action; ignored')
      out.length++
      continue
    }
    out.push(checkAction(v, report, p))
  }
  return out
}
