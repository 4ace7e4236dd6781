import type { RestOptions } from '../../types/slider'

/** How a REST client reaches the site (docs/behaviour.md §7, §9). */
export interface RestClientOptions extends RestOptions {
  /** Editor mode: only then is the nonce sent (docs/behaviour.md §6). @default false */
  backend?: boolean
  /** Where requests go; tests pass a fake. @default globalThis.fetch */
  fetch?: typeof fetch
  /** The site's ajax hook, sent as `action`. @default 'revslider_ajax_call_front' */
  action?: string
  /** Tries after a status-0 failure (docs/behaviour.md §9 "Ajax retries 5"). @default 5 */
  retries?: number
  /** ms between those tries (docs/behaviour.md §9 "delay 750 ms"). @default 750 */
  retryDelay?: number
  /**
   * Ends every call of the client, its retry waits too: a plugin passes the slider's (its
   * `prepare` context's `signal`, or one it aborts on destroy), so nothing runs on after.
   * @default undefined
   */
  signal?: AbortSignal
}

/** docs/behaviour.md §7: the content type and header every call carries. */
export const REST_HEADERS = {
  'Content-Type': 'application/x-www-form-urlencoded',
  'X-Requested-With': 'XMLHttpRequest',
} as const

/** A query or form value; `undefined` leaves the key out. */
export type FieldValue = string | number | boolean | undefined

/**
 * The fetch to use: the given one, else the global one. With neither it throws (a rejection of
 * the calling async function): a missing fetch is no network failure to try again.
 */
export function fetcherOf(options: RestClientOptions): typeof fetch {
  const found = options.fetch ?? globalThis.fetch?.bind(globalThis)
  if (!found) throw new Error('no fetch available')
  return found
}

/**
 * The signal a call runs under: the client's (`options.signal`) and the call's own, either of
 * which ends it.
 */
export function callSignal(
  { signal: client }: RestClientOptions,
  own?: AbortSignal,
): AbortSignal | undefined {
  if (!client || !own || client === own) return client ?? own
  const both = new AbortController()
  for (const one of [client, own]) {
    const stop = () => both.abort(one.reason)
    if (one.aborted) stop()
    else one.addEventListener('abort', stop, { once: true })
  }
  return both.signal
}
