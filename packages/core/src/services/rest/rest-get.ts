import {
  callSignal,
  type FieldValue,
  fetcherOf,
  REST_HEADERS,
  type RestClientOptions,
} from './options'
import { sendRetrying } from './retry'

/**
 * docs/behaviour.md §7: `{base}{path}` with `srengine=7` (a `srengine` param overrides it) and the other
 * params. The base gets a trailing slash; a base that already holds a query (`/?rest_route=/`)
 * is continued with `&`.
 * @param options.base @default '/wp-json/'
 */
export function restUrl(
  options: Pick<RestClientOptions, 'base'>,
  path: string,
  params: Record<string, FieldValue> = {},
): string {
  const query = new URLSearchParams({ srengine: '7' })
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) query.set(key, String(value))
  const base = (options.base ?? '/wp-json/').replace(/\/?$/, '/')
  return `${base}${path}${base.includes('?') ? '&' : '?'}${query}`
}

/** One path segment from an id or alias: `../x?y` cannot leave it. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value))
}

/**
 * docs/behaviour.md §7 REST GET: the form content type and the XMLHttpRequest header; a 200 status
 * resolves to the response text, any other status rejects with the status text. A status-0
 * network failure is tried again as every call is ({@link sendRetrying}). `signal` (or the
 * client's `options.signal`) aborts the request and ends its retries.
 */
export async function restGet(
  options: RestClientOptions,
  path: string,
  params?: Record<string, FieldValue>,
  signal?: AbortSignal,
): Promise<string> {
  const url = restUrl(options, path, params)
  const fetcher = fetcherOf(options)
  const ends = callSignal(options, signal)
  const response = await sendRetrying(
    url,
    (to) => fetcher(to, { headers: REST_HEADERS, signal: ends }),
    options,
    ends,
  )
  if (response.status !== 200) throw new Error(response.statusText || `status ${response.status}`)
  return response.text()
}

/** What the full slider object call may ask for (docs/behaviour.md §7). */
export interface SliderQuery {
  /** Only this slide's data (lazy loading). @default undefined */
  slideid?: string | number
  /** `idOrAlias` is an alias. @default false */
  alias?: boolean
  /** The raw data rather than markup. @default true */
  raw?: boolean
  /** Engine of the data (docs/behaviour.md §7: srengine=6 or 7). @default 7 */
  srengine?: 6 | 7
}

/** GET `sliderrevolution/sliders/{idOrAlias}` (optional slideid, raw=true, alias=true). */
export function getSliderText(
  options: RestClientOptions,
  idOrAlias: string | number,
  { slideid, alias, raw = true, srengine }: SliderQuery = {},
  signal?: AbortSignal,
): Promise<string> {
  const params = { srengine, slideid, raw: raw || undefined, alias: alias || undefined }
  return restGet(options, `sliderrevolution/sliders/${segment(idOrAlias)}`, params, signal)
}

/** GET `sliderrevolution/sliders/stream/{id}` (optional srlang, the multilingual language). */
export function getStreamText(
  options: RestClientOptions,
  id: string | number,
  srlang?: string,
  signal?: AbortSignal,
): Promise<string> {
  return restGet(options, `sliderrevolution/sliders/stream/${segment(id)}`, { srlang }, signal)
}

/** GET `sliderrevolution/sliders/modal/{id}`. */
export function getModalText(
  options: RestClientOptions,
  id: string | number,
  signal?: AbortSignal,
): Promise<string> {
  return restGet(options, `sliderrevolution/sliders/modal/${segment(id)}`, {}, signal)
}
