import type { RawRecord } from '../../types/model'
import { type FormFields, formBody } from './form-body'
import { callSignal, fetcherOf, REST_HEADERS, type RestClientOptions } from './options'
import { parseResponse } from './parse-response'
import { sendRetrying } from './retry'

/** One ajax call. */
export interface AjaxRequest {
  /** The front-end action, sent as `client_action` (e.g. 'get_full_slider_object'). */
  clientAction: string
  /** Sent as bracketed `data[...]` keys. @default {} */
  data?: FormFields
  /** Added to the ajax URL's query (the v7 object variant adds srengine=6). @default undefined */
  srengine?: 6 | 7
}

/**
 * docs/behaviour.md §7 ajax POST: form fields `action`, `client_action`, `data` as bracketed keys,
 * `version=7` and, in backend mode only, `nonce`. A network failure with status 0 is tried again
 * up to 5 times, 750 ms apart ({@link sendRetrying}); any other status than 200 rejects with its
 * status text. The answer is parsed and repaired by {@link parseResponse}. `signal` (or the
 * client's `options.signal`) aborts the request and ends its retries.
 */
export async function ajax(
  options: RestClientOptions,
  { clientAction, data = {}, srengine }: AjaxRequest,
  signal?: AbortSignal,
): Promise<RawRecord> {
  const base = options.ajaxUrl ?? '/wp-admin/admin-ajax.php'
  const url = srengine ? `${base}${base.includes('?') ? '&' : '?'}srengine=${srengine}` : base
  const body = formBody({
    action: options.action ?? 'revslider_ajax_call_front',
    client_action: clientAction,
    data,
    version: 7,
    nonce: options.backend ? options.nonce : undefined,
  }).toString()
  const fetcher = fetcherOf(options)
  const ends = callSignal(options, signal)
  const response = await sendRetrying(
    url,
    (to) => fetcher(to, { method: 'POST', headers: REST_HEADERS, body, signal: ends }),
    options,
    ends,
  )
  if (response.status !== 200) throw new Error(response.statusText || `status ${response.status}`)
  return parseResponse(await response.text())
}
