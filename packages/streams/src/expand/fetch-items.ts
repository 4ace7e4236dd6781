import type { RawRecord, RawValue } from '@strata/core'
import type { RestClientOptions } from '@strata/core/rest'
import { isRec } from '../raw-record'
import type { StreamKit } from './stream-kit'

/** How the feed is fetched: the site's REST and ajax settings, and the language. */
export interface FetchOptions {
  /** The site's REST base, ajax URL, nonce, editor flag and fetch (`@strata/core/rest`). @default {} */
  rest?: RestClientOptions
  /** `srlang`, the multilingual language setting (REST only). @default undefined */
  language?: string
  /**
   * Ends the calls and their retry waits (the slider's, given to core's client).
   * @default `rest.signal` (a slider's REST settings carry its signal)
   */
  signal?: AbortSignal
}

/** A REST answer's record: JSON, a JSON string of it, or concatenated objects (docs/behaviour.md §7 repair). */
export function parseAnswer(
  text: string,
  { splitJsonObjects, succeeded }: Pick<StreamKit, 'splitJsonObjects' | 'succeeded'>,
): RawRecord {
  let value: unknown
  try {
    value = JSON.parse(text)
    if (typeof value === 'string') value = JSON.parse(value)
  } catch {
    const objects = splitJsonObjects(text)
    value = objects.find(succeeded) ?? objects[0]
  }
  if (!isRec(value as RawValue)) throw new Error('the response is not a JSON object')
  return value as RawRecord
}

/**
 * The feed's items (docs/behaviour.md §7 "Stream data"): REST `sliderrevolution/sliders/stream/{id}`
 * with `srlang`, or the ajax action `get_stream_data` when the site gives an ajax URL and no REST
 * base. Rejects when the call fails or its answer lacks success. `kit`: core's REST client, handed
 * to the chunk.
 */
export async function fetchItems(
  id: string,
  options: FetchOptions,
  kit: Pick<StreamKit, 'createRestClient' | 'splitJsonObjects' | 'succeeded'>,
): Promise<RawValue[]> {
  const rest = options.rest ?? {}
  const client = kit.createRestClient({ ...rest, signal: options.signal })
  // The ajax answer is checked here too, not by core's `streamData`: its rejection says only
  // 'Feed could not be Loaded', which the report's entry would say twice, the server's words lost.
  const answer =
    rest.ajaxUrl && !rest.base
      ? await client.ajax({ clientAction: 'get_stream_data', data: { id } })
      : parseAnswer(await client.get.stream(id, options.language), kit)
  if (!kit.succeeded(answer)) {
    // The server's own words when it gave any, as core's module call says them.
    const message = typeof answer.message === 'string' ? answer.message.trim() : ''
    throw new Error(message || 'success is missing')
  }
  return Array.isArray(answer.data) ? answer.data : []
}
