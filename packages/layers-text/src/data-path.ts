import type { RawRecord, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'

/** Export keys of the model names a layout report can name (the normaliser reads both). */
const EXPORT_KEYS: Readonly<Record<string, string>> = {
  position: 'pos',
  width: 'w',
  height: 'h',
  minWidth: 'minW',
  maxWidth: 'maxW',
  minHeight: 'minH',
  maxHeight: 'maxH',
  letterSpacing: 'ls',
  lineHeight: 'lh',
  padding: 'p',
  margin: 'm',
  top: 't',
  right: 'r',
  bottom: 'b',
  left: 'l',
}

/**
 * A model path (`position.x`) as the layer's data spells it (`pos.x`): each part under its whole
 * word where the raw record has it, else under the export's key. Reports then point at the key
 * the site owner wrote, as the normaliser's do.
 */
export function dataPath(raw: RawRecord, path: string): string {
  let record: RawValue = raw
  return path
    .split('.')
    .map((name) => {
      const short = EXPORT_KEYS[name]
      const key = short && !(isRec(record) && Object.hasOwn(record, name)) ? short : name
      record = isRec(record) ? record[key] : undefined
      return key
    })
    .join('.')
}
