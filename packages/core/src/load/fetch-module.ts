import { REST_HEADERS } from '../services/rest/options'
import { restUrl, segment } from '../services/rest/rest-get'
import type { RawValue } from '../types/model'
import type { LoadEnv, LoadResult } from './load-module'

/** What to fetch: a URL ending in `.json`, or a REST reference whose key is already clean. */
export type Fetchable = string | { key: string; byId: boolean }

/**
 * Fetches a module (see `loadModule`). A REST reference is asked for as SPEC.md §7's full slider
 * object: by id or by alias (`alias=true`), with `srengine=7`, `raw=true`, the form content type
 * and the XMLHttpRequest header. Ajax, retries and response repair live in `@strata/core/rest`.
 * Never throws.
 */
export const fetchModule = (source: Fetchable, { fetch, rest }: LoadEnv): Promise<LoadResult> => {
  if (typeof source === 'string')
    return /\.json(?:[?#]|$)/i.test(source)
      ? fetchJson(source, fetch)
      : Promise.resolve({ error: `"${source}" is not a URL ending in .json` })
  // The URL and headers of `@strata/core/rest`'s GET; its errors are not these, so not its fetch.
  const { key, byId } = source
  const params = { raw: true, alias: byId ? undefined : true }
  return fetchJson(
    restUrl(rest ?? {}, `sliderrevolution/sliders/${segment(key)}`, params),
    fetch,
    REST_HEADERS,
  )
}

/** Fetches and parses JSON; a body that is a JSON string of JSON is parsed again. */
async function fetchJson(
  url: string,
  fetcher: typeof fetch | undefined,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  if (!fetcher) return { error: `no fetch available to load "${url}"` }
  try {
    const response = await fetcher(url, { headers })
    if (!response.ok)
      return { error: `"${url}" answered ${response.status} ${response.statusText}` }
    const raw = JSON.parse(await response.text()) as RawValue
    return { raw: typeof raw === 'string' ? JSON.parse(raw) : raw }
  } catch (error) {
    return { error: `"${url}" could not be loaded: ${(error as Error).message}` }
  }
}
