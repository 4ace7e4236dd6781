import type { RawRecord, RawValue } from '../../types/model'
import { isTrue } from './values'

function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The top-level JSON objects in `text`, in order; anything between them (a PHP notice, a stray
 * byte) is skipped, and an object that does not parse is dropped. One pass, no recursion, so a
 * huge or deeply nested body costs its length and nothing more.
 */
export function splitJsonObjects(text: string): RawRecord[] {
  const found: RawRecord[] = []
  let depth = 0
  let start = 0
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '\\') i++
      else if (c === '"') quoted = false
    } else if (c === '"' && depth > 0) quoted = true
    else if (c === '{' && depth++ === 0) start = i
    else if (c === '}' && depth > 0 && --depth === 0) {
      try {
        const value: unknown = JSON.parse(text.slice(start, i + 1))
        if (isRecord(value)) found.push(value)
      } catch {
        // Not an object after all: keep looking.
      }
    }
  }
  return found
}

/** docs/behaviour.md §7 repair: of several concatenated objects, the one with success true, else the first. */
function parseOrRepair(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    const objects = splitJsonObjects(text)
    const chosen = objects.find((o) => isTrue(o.success)) ?? objects[0]
    if (!chosen) throw new Error('the response is not JSON')
    return chosen
  }
}

/**
 * docs/behaviour.md §7: a response may be an object or a JSON string of it (even a string of a string of
 * it, once); a body of concatenated JSON objects is repaired. Rejects what is no JSON object.
 */
export function parseResponse(body: unknown): RawRecord {
  let value = body
  for (let pass = 0; pass < 2 && typeof value === 'string'; pass++) value = parseOrRepair(value)
  if (!isRecord(value)) throw new Error('the response is not a JSON object')
  return value
}

/** True when a response says `success: true` (booleans may arrive as strings). */
export function succeeded(response: RawRecord): boolean {
  return isTrue(response.success as RawValue)
}
