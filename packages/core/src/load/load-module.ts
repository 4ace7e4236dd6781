import { cleanId, parseBoolean } from '../normalise/scalars'
import type { RawRecord, RawValue } from '../types/model'
import type { ModuleSource, RestOptions } from '../types/slider'

/** Where a module loader may look things up. */
export interface LoadEnv {
  fetch: typeof fetch | undefined
  rest: RestOptions | undefined
}

/**
 * Raw module data, or the reason there is none; `hide` says nothing may show (SPEC.md §8: a
 * module that could not be loaded from the database shows nothing, not even the error slide).
 */
export type LoadResult = { raw: unknown } | { error: string; hide?: true }

type Reference = { id?: RawValue; alias?: RawValue }

/**
 * Turns a module source into raw data: an inline object as it is, a URL ending in `.json`
 * fetched first, a REST reference (`{ id }` or `{ alias }`) fetched as the full slider object
 * (SPEC.md §7). Never throws.
 */
export async function loadModule(source: ModuleSource, env: LoadEnv): Promise<LoadResult> {
  if (typeof source === 'string')
    return /\.json(?:[?#]|$)/i.test(source)
      ? fetchJson(source, env.fetch)
      : { error: `"${source}" is not a URL ending in .json` }
  if (isReference(source)) return loadRest(source as Reference, env)
  // Anything else goes to the normaliser as it is; it reports what is wrong with it.
  return { raw: source }
}

const isReference = (source: unknown): boolean =>
  typeof source === 'object' &&
  source !== null &&
  !('slides' in source) &&
  !('settings' in source) &&
  ('id' in source || 'alias' in source)

/**
 * SPEC.md §7, the full slider object: by id (its SR7_ prefix and numeric suffix cut) or by alias
 * (`alias=true`), with `srengine=7`, `raw=true`, the form content type and the XMLHttpRequest
 * header. A response lacking `success` is SPEC.md §8's "could not be loaded from the database".
 * Ajax, retries and response repair live in `@strata/core/rest`, out of the main bundle.
 */
async function loadRest({ id, alias }: Reference, env: LoadEnv): Promise<LoadResult> {
  const byId = id != null
  const key = byId ? cleanId(id) : String(alias ?? '')
  const base = (env.rest?.base ?? '/wp-json/').replace(/\/?$/, '/')
  // An empty key is not refused here: the site answers it, and its answer lacks success.
  const got = await fetchJson(
    `${base}sliderrevolution/sliders/${encodeURIComponent(key)}${base.includes('?') ? '&' : '?'}srengine=7&raw=true${byId ? '' : '&alias=true'}`,
    env.fetch,
    { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
  )
  const answer = 'raw' in got ? (got.raw as RawRecord | null) : null
  return parseBoolean(answer?.success) === true
    ? got
    : {
        error: `${byId ? 'module' : 'alias'} "${key}" could not be loaded from the database (${'error' in got ? got.error : answer?.message || 'success is missing'})`,
        hide: true,
      }
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
