import { failed } from '../normalise/safe'
import type { RawValue } from '../types/model'
import type { ModuleSource, RestOptions } from '../types/slider'

/** Where a module loader may look things up. */
export interface LoadEnv {
  fetch: typeof fetch | undefined
  /** A reference loads by REST from `base`, or by ajax when only `ajaxUrl` is given. */
  rest: RestOptions | undefined
  /** Editor mode: only then does the ajax call send the nonce (docs/behaviour.md §7). @default false */
  backend?: boolean
  /**
   * Ends a load (and its retry waits) at once, e.g. when the slider is destroyed.
   * @default undefined
   */
  signal?: AbortSignal
  /** Milliseconds the whole fetch may take, retries included; 0 waits for ever. @default 20000 */
  timeout?: number
}

/**
 * Raw module data, or the reason there is none; `hide` says nothing may show (docs/behaviour.md §8: a
 * module that could not be loaded from the database shows nothing, not even the error slide).
 */
export type LoadResult = { raw: unknown } | { error: string; hide?: boolean }

/** A module asked for by its id or alias (`fetchModule` reads the key out of it). */
export type Reference = { id?: RawValue; alias?: RawValue }

/**
 * Turns a module source into raw data: an inline object as it is, a URL ending in `.json`
 * fetched first, a reference (`{ id }` or `{ alias }`, the id's SR7_ prefix and numeric suffix
 * cut) fetched as the full slider object (docs/behaviour.md §7) over REST, or by ajax when `rest` has an
 * `ajaxUrl` and no `base`. A status-0 network failure is tried again (5 times, 750 ms apart).
 * Never throws.
 * The fetching code is one chunk (REST, ajax and `.json` alike), loaded only for a module that
 * is fetched: a site passing its data inline never downloads it, and a fetched module waits on
 * the network anyway (the check of a reference's answer and its wording are in it too). A chunk
 * that cannot load is reported as `loading the module failed (…)`; for a reference nothing shows.
 */
export async function loadModule(source: ModuleSource, env: LoadEnv): Promise<LoadResult> {
  const ref = isReference(source)
  // Anything else goes to the normaliser as it is; it reports what is wrong with it.
  if (typeof source !== 'string' && !ref) return { raw: source }
  try {
    const { fetchModule } = await import('./fetch-module')
    return await fetchModule(source as string | Reference, env)
  } catch (error) {
    // docs/behaviour.md §8: a reference that cannot be loaded shows nothing at all.
    return { error: `loading the module ${failed(error)}`, hide: ref }
  }
}

const isReference = (source: unknown): boolean =>
  typeof source === 'object' &&
  source !== null &&
  !('slides' in source) &&
  !('settings' in source) &&
  ('id' in source || 'alias' in source)
