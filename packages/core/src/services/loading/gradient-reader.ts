import { parseColour } from '../../normalise/colour'
import { isRec } from '../../normalise/safe'
import type { RawValue } from '../../types/model'
import type { Reporter } from '../../types/plugin'

type ReadGradient = (raw: RawValue, report: Reporter, path: string) => string

// Most modules' colours are CSS text or plain stops, which `parseColour` reads: the full reader
// (eased ramps, a report entry per broken field) is `@strata/core/gradient`, loaded when the
// data needs it.
let reader: ReadGradient | undefined
let loading: Promise<ReadGradient> | undefined

/** An eased ramp (`easing` other than none) needs the full gradient reader. */
function eased(raw: RawValue): boolean {
  return isRec(raw) && typeof raw.easing === 'string' && !/^\s*(none)?\s*$/.test(raw.easing)
}

/** An eased ramp, or a value the plain reader cannot read (the full one says what is wrong). */
function needsReader(raw: RawValue): boolean {
  return eased(raw) || parseColour(raw) === undefined
}

function load(): Promise<ReadGradient> {
  // By package name: core's own entry, built apart (src/gradient.ts).
  loading ??= import('@strata/core/gradient').then((m) => {
    reader = m.readGradient
    return reader
  })
  return loading
}

/**
 * Loads the full gradient reader when one of `raws` (colour values from the data) needs it, so
 * colours read before the first paint are final: a plugin's `prepare` awaits it. Never rejects.
 */
export async function prepareColours(raws: Iterable<RawValue>): Promise<void> {
  for (const raw of raws)
    if (raw != null && needsReader(raw)) return void (await load().catch(() => {}))
}

/**
 * A colour or gradient from the data as CSS. One that needs the full reader while it has not
 * loaded (data that came after `prepareColours`) reads as the object's own CSS (the editor's
 * `string`, else `transparent`) now, and `late` gets the final CSS once the reader is here.
 */
export function readColour(
  raw: RawValue,
  report: Reporter,
  path: string,
  late?: (css: string) => void,
): string {
  const plain = parseColour(raw)
  if (plain !== undefined && !eased(raw)) return plain
  if (reader) return reader(raw, report, path)
  load().then(
    (read) => late?.(read(raw, report, path)),
    () => report(path, 'the gradient reader could not load; the colour shows without it'),
  )
  return plain ?? 'transparent'
}
