import type { RawRecord } from '../types/model'
import type { ModuleSource, RestOptions } from '../types/slider'

/** Where a module loader may look things up. */
export interface LoadEnv {
  fetch: typeof fetch | undefined
  rest: RestOptions | undefined
}

/** Raw module data, or the reason there is none. */
export type LoadResult = { raw: unknown } | { error: string }

/**
 * Turns a module source into raw data: an inline object as it is, a URL ending in `.json`
 * fetched first. REST references (`{ id }`, `{ alias }`) are the REST service's job; until it is
 * installed they get a clear error, never a throw.
 */
export async function loadModule(source: ModuleSource, env: LoadEnv): Promise<LoadResult> {
  if (typeof source === 'string') return loadJson(source, env.fetch)
  if (isReference(source)) {
    return {
      error: 'loading by id or alias needs the REST service; pass inline data or a .json URL',
    }
  }
  // Anything else goes to the normaliser as it is; it reports what is wrong with it.
  return { raw: source }
}

const isReference = (source: unknown): boolean =>
  typeof source === 'object' &&
  source !== null &&
  !('slides' in source) &&
  !('settings' in source) &&
  ('id' in source || 'alias' in source)

async function loadJson(url: string, fetcher: typeof fetch | undefined): Promise<LoadResult> {
  if (!/\.json(?:[?#]|$)/i.test(url)) return { error: `"${url}" is not a URL ending in .json` }
  if (!fetcher) return { error: `no fetch available to load "${url}"` }
  try {
    const response = await fetcher(url)
    if (!response.ok)
      return { error: `"${url}" answered ${response.status} ${response.statusText}` }
    return { raw: JSON.parse(await response.text()) as RawRecord }
  } catch (error) {
    return { error: `"${url}" could not be loaded: ${(error as Error).message}` }
  }
}
