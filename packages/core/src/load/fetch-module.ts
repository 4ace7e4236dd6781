import { REST_HEADERS } from '../services/rest/options'
import { restUrl, segment } from '../services/rest/rest-get'
import { sendRetrying } from '../services/rest/retry'
import { isTrue, restId } from '../services/rest/values'
import type { RawRecord, RawValue } from '../types/model'
import { fetchByAjax } from './fetch-ajax'
import type { LoadEnv, LoadResult, Reference } from './load-module'

/** A module reference whose key is already clean: an id, or an alias. */
export type ModuleKey = { key: string; byId: boolean }

/** What to fetch: a URL ending in `.json`, or a REST reference. */
export type Fetchable = string | ModuleKey

/**
 * Fetches a module (see `loadModule`). A REST reference is asked for as docs/behaviour.md §7's full slider
 * object: by id or by alias (`alias=true`), with `srengine=7`, `raw=true`, the form content type
 * and the XMLHttpRequest header. A status-0 network failure is retried by `@strata/core/rest`'s
 * one rule (5 times, 750 ms apart); other statuses are not. With an ajax URL and no REST base
 * the reference loads by ajax instead (`fetch-ajax.ts`, in this chunk). Never throws. A
 * reference's answer must say `success`; else the result is that the module (or alias) could not
 * be loaded from the database, with the reason, and nothing shows.
 */
export async function fetchModule(asked: string | Reference, env: LoadEnv): Promise<LoadResult> {
  const source = typeof asked === 'string' ? asked : moduleKey(asked)
  const got = await withinTimeout(env, (bounded) => fetchSource(source, bounded))
  if (typeof source === 'string') return got
  // docs/behaviour.md §8: a REST answer lacking `success` is "could not be loaded from the
  // database", and nothing shows.
  const answer = 'raw' in got ? (got.raw as RawRecord | null) : null
  if (isTrue(answer?.success)) return got
  const why = 'error' in got ? got.error : `${answer?.message || 'success is missing'}`
  const { key, byId } = source
  return {
    error: `${byId ? 'module' : 'alias'} "${key}" could not be loaded from the database (${why})`,
    hide: true,
  }
}

/**
 * A reference's key: its id with the SR7_ prefix and numeric suffix cut, else its alias. An empty
 * key is not refused here: the site answers it, and its answer lacks success.
 */
function moduleKey({ id, alias }: Reference): ModuleKey {
  return id != null ? { key: restId(id), byId: true } : { key: String(alias ?? ''), byId: false }
}

/** docs/behaviour.md §7: the default time a module may take to load, retries included. */
export const LOAD_TIMEOUT = 20_000

/**
 * Runs a load with `env.timeout` (20 s) to finish: then its requests and retry waits are aborted
 * and it ends with a clear error. A destroy (`env.signal`) still aborts at once.
 */
function withinTimeout(
  env: LoadEnv,
  load: (env: LoadEnv) => Promise<LoadResult>,
): Promise<LoadResult> {
  const ms = env.timeout ?? LOAD_TIMEOUT
  if (!(ms > 0) || !Number.isFinite(ms)) return load(env)
  const abort = new AbortController()
  const outer = env.signal
  const stop = () => abort.abort(outer?.reason)
  if (outer?.aborted) stop()
  outer?.addEventListener('abort', stop, { once: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<LoadResult>((resolve) => {
    timer = setTimeout(() => {
      const error = `no answer within ${ms / 1000} s (the loadTimeout option); the load was given up`
      abort.abort(new Error(error))
      resolve({ error })
    }, ms)
  })
  return Promise.race([load({ ...env, signal: abort.signal }), late]).finally(() => {
    clearTimeout(timer)
    outer?.removeEventListener('abort', stop)
  })
}

function fetchSource(source: Fetchable, env: LoadEnv): Promise<LoadResult> {
  if (typeof source === 'string')
    return /\.json(?:[?#]|$)/i.test(source)
      ? fetchJson(source, env)
      : Promise.resolve({ error: `"${source}" is not a URL ending in .json` })
  const { rest = {} } = env
  // A site with an ajax URL and no REST base loads by ajax.
  if (rest.ajaxUrl != null && rest.base == null) return fetchByAjax(source, env)
  // The URL and headers of `@strata/core/rest`'s GET; its errors are not these, so not its fetch.
  const { key, byId } = source
  const params = { raw: true, alias: byId ? undefined : true }
  return fetchJson(
    restUrl(rest, `sliderrevolution/sliders/${segment(key)}`, params),
    env,
    REST_HEADERS,
  )
}

/** Fetches and parses JSON; a body that is a JSON string of JSON is parsed again. */
async function fetchJson(
  url: string,
  { fetch, signal }: LoadEnv,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  if (!fetch) return { error: `no fetch available to load "${url}"` }
  try {
    const response = await sendRetrying(url, (to) => fetch(to, { headers, signal }), {}, signal)
    if (!response.ok)
      return { error: `"${url}" answered ${response.status} ${response.statusText}` }
    const raw = JSON.parse(await response.text()) as RawValue
    return { raw: typeof raw === 'string' ? JSON.parse(raw) : raw }
  } catch (error) {
    return { error: `"${url}" could not be loaded: ${(error as Error).message}` }
  }
}
