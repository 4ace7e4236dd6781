import { fullSliderAction } from '../services/rest/actions'
import { ajax } from '../services/rest/ajax'
import type { ModuleKey } from './fetch-module'
import type { LoadEnv, LoadResult } from './load-module'

/**
 * Fetches a module through docs/behaviour.md §7's ajax action `get_full_slider_object` (see `loadModule`:
 * a site that gave an ajax URL and no REST base): form fields `action`, `client_action`,
 * `data[...]` (version 7, id, or alias with forcealias), `version=7`, the nonce in backend mode
 * only; a status-0 failure is retried and the answer repaired as by `@strata/core/rest`'s ajax.
 * In the fetching chunk with the REST way (fetch-module.ts): as a chunk of its own, it and that
 * chunk shared the REST client's retry and values, which a site's bundler moves to a third file
 * that the browser asks for only once a chunk importing it has arrived (issue #25).
 * Never throws.
 */
export async function fetchByAjax(
  { key, byId }: ModuleKey,
  { fetch, rest, backend, signal }: LoadEnv,
): Promise<LoadResult> {
  const url = rest?.ajaxUrl ?? ''
  if (!fetch) return { error: `no fetch available to load "${url}"` }
  try {
    const request = fullSliderAction(byId ? { id: key } : { alias: key })
    return { raw: await ajax({ ...rest, backend, fetch }, request, signal) }
  } catch (error) {
    return { error: `"${url}" could not be loaded: ${(error as Error)?.message}` }
  }
}
