import { fullSliderAction } from '../services/rest/actions'
import { ajax } from '../services/rest/ajax'
import type { ModuleKey } from './fetch-module'
import type { LoadEnv, LoadResult } from './load-module'

/**
 * Fetches a module through docs/behaviour.md §7's ajax action `get_full_slider_object` (see `loadModule`:
 * a site that gave an ajax URL and no REST base): form fields `action`, `client_action`,
 * `data[...]` (version 7, id, or alias with forcealias), `version=7`, the nonce in backend mode
 * only; a status-0 failure is retried and the answer repaired as by `@strata/core/rest`'s ajax.
 * A chunk of its own, so sites loading over REST or from a `.json` URL never download it.
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
