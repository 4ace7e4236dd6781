import type { RawRecord } from '@strata/core'

export type ParseResult = { ok: true; module: RawRecord } | { ok: false; message: string }

const kindOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : `a ${typeof v}`

/**
 * Pasted or uploaded text to module data, with a message a person can act on when it is not.
 * A REST response may arrive as a JSON string holding the JSON (docs/behaviour.md §7): that is unwrapped.
 * Anything that is an object goes to core as it is: core's report says what is wrong inside it.
 */
export function parseModuleText(text: string): ParseResult {
  if (!text.trim()) return { ok: false, message: 'Paste module JSON or choose a .json file first.' }
  let value: unknown
  try {
    value = JSON.parse(text)
    if (typeof value === 'string' && /^\s*[{[]/.test(value)) value = JSON.parse(value)
  } catch (error) {
    return {
      ok: false,
      message: `This is not valid JSON: ${(error as Error).message}. Nothing was run.`,
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      message: `The JSON is ${kindOf(value)}; a module is an object such as { "id", "settings", "slides" }. Nothing was run.`,
    }
  }
  return { ok: true, module: value as RawRecord }
}
