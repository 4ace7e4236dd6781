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
 * fetched first, a REST reference (`{ id }` or `{ alias }`, the id's SR7_ prefix and numeric
 * suffix cut) fetched as the full slider object (SPEC.md §7). Never throws.
 * The fetching code is a chunk of its own, loaded only for a module that is fetched: a site
 * passing its data inline never downloads it, and a fetched module waits on the network anyway.
 */
export async function loadModule(source: ModuleSource, env: LoadEnv): Promise<LoadResult> {
  const ref = isReference(source) ? (source as Reference) : undefined
  // Anything else goes to the normaliser as it is; it reports what is wrong with it.
  if (typeof source !== 'string' && !ref) return { raw: source }
  const byId = ref?.id != null
  const key = byId ? cleanId(ref?.id) : String(ref?.alias ?? '')
  let got: LoadResult
  try {
    // An empty key is not refused here: the site answers it, and its answer lacks success.
    const { fetchModule } = await import('./fetch-module')
    got = await fetchModule(ref ? { key, byId } : (source as string), env)
  } catch (error) {
    got = { error: `the module loader could not be loaded (${(error as Error)?.message})` }
  }
  if (!ref) return got
  // A response lacking `success` is SPEC.md §8's "could not be loaded from the database".
  const answer = 'raw' in got ? (got.raw as RawRecord | null) : null
  return parseBoolean(answer?.success) === true
    ? got
    : {
        error: `${byId ? 'module' : 'alias'} "${key}" could not be loaded from the database (${'error' in got ? got.error : answer?.message || 'success is missing'})`,
        hide: true,
      }
}

const isReference = (source: unknown): boolean =>
  typeof source === 'object' &&
  source !== null &&
  !('slides' in source) &&
  !('settings' in source) &&
  ('id' in source || 'alias' in source)
